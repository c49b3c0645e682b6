// zod without code generation (the CSP forbids eval) before any schema parses.
import '#shared/zod-setup.ts';
import type { z } from 'zod';
import type { Catalogue } from '#shared/endpoints/catalogue.ts';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';
import type { ResponseIn, ResponsesOf } from '#shared/endpoints/response-types.ts';
import { teamsResponses } from '#shared/endpoints/teams-responses.ts';
import { matchesResponses } from '#shared/endpoints/matches-responses.ts';
import { seasonsResponses } from '#shared/endpoints/seasons-responses.ts';
import { photosResponses } from '#shared/endpoints/photos-responses.ts';
import { albumsResponses } from '#shared/endpoints/albums-responses.ts';
import { campusResponses } from '#shared/endpoints/campus-responses.ts';
import { waitlistResponses } from '#shared/endpoints/waitlist-responses.ts';
import { registrationsResponses } from '#shared/endpoints/registrations-responses.ts';
import { productsResponses } from '#shared/endpoints/products-responses.ts';
import { paymentsResponses } from '#shared/endpoints/payments-responses.ts';
import { shopResponses } from '#shared/endpoints/shop-responses.ts';
import { contactResponses } from '#shared/endpoints/contact-responses.ts';
import { familyResponses } from '#shared/endpoints/family-responses.ts';
import { sessionResponses } from '#shared/endpoints/session-responses.ts';
import { healthResponses } from '#shared/endpoints/health-responses.ts';
import { campusAdminResponses } from '#shared/endpoints/campus-admin-responses.ts';
import { waitlistAdminResponses } from '#shared/endpoints/waitlist-admin-responses.ts';
import { contactAdminResponses } from '#shared/endpoints/contact-admin-responses.ts';
import { seasonsAdminResponses } from '#shared/endpoints/seasons-admin-responses.ts';
import { productsAdminResponses } from '#shared/endpoints/products-admin-responses.ts';
import { ordersAdminResponses } from '#shared/endpoints/orders-admin-responses.ts';
import { usersAdminResponses } from '#shared/endpoints/users-admin-responses.ts';
import { accountResponses } from '#shared/endpoints/account-responses.ts';
import { backOfficeResponses } from '#shared/endpoints/back-office-responses.ts';
import { membersResponses } from '#shared/endpoints/members-responses.ts';
import { clubRegistrationsAdminResponses } from '#shared/endpoints/club-registrations-admin-responses.ts';
import { schoolRegistrationsAdminResponses } from '#shared/endpoints/school-registrations-admin-responses.ts';

/**
 * The schema of every endpoint's answer, by feature and name (decision 202): the server's routes declare these as
 * their response schemas, the client checks its answers against them in development and tests. Loaded by the
 * server, and by the client only when it checks (a dynamic import): public pages never carry it.
 */
export const responseSchemas = {
  teams: teamsResponses,
  matches: matchesResponses,
  seasons: seasonsResponses,
  photos: photosResponses,
  albums: albumsResponses,
  campus: campusResponses,
  waitlist: waitlistResponses,
  registrations: registrationsResponses,
  products: productsResponses,
  payments: paymentsResponses,
  shop: shopResponses,
  contact: contactResponses,
  family: familyResponses,
  session: sessionResponses,
  health: healthResponses,
  campusAdmin: campusAdminResponses,
  waitlistAdmin: waitlistAdminResponses,
  contactAdmin: contactAdminResponses,
  seasonsAdmin: seasonsAdminResponses,
  productsAdmin: productsAdminResponses,
  ordersAdmin: ordersAdminResponses,
  usersAdmin: usersAdminResponses,
  account: accountResponses,
  backOffice: backOfficeResponses,
  members: membersResponses,
  clubRegistrationsAdmin: clubRegistrationsAdminResponses,
  schoolRegistrationsAdmin: schoolRegistrationsAdminResponses,
} satisfies { readonly [F in keyof Catalogue]: ResponsesOf<Catalogue[F]> };

export type ResponseSchemas = typeof responseSchemas;

/** What an endpoint answers (its schema's output; `undefined` when it answers no JSON). */
export type Response<E extends Endpoint> = ResponseIn<ResponseSchemas, E>;

/** The schema of an endpoint's answer: `null` when it answers no JSON, `undefined` when it is not in the catalogue. */
export function responseSchemaOf(endpoint: Endpoint): z.ZodType | null | undefined {
  const group = (responseSchemas as Readonly<Record<string, Readonly<Record<string, z.ZodType | null>>>>)[endpoint.feature];
  return group?.[endpoint.name];
}
