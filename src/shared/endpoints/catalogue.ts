import type { Endpoint } from '#shared/endpoints/endpoint.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { photosEndpoints } from '#shared/endpoints/photos.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { campusEndpoints } from '#shared/endpoints/campus.ts';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { registrationsEndpoints } from '#shared/endpoints/registrations.ts';
import { productsEndpoints } from '#shared/endpoints/products.ts';
import { paymentsEndpoints } from '#shared/endpoints/payments.ts';
import { shopEndpoints } from '#shared/endpoints/shop.ts';
import { contactEndpoints } from '#shared/endpoints/contact.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';
import { healthEndpoints } from '#shared/endpoints/health.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { contactAdminEndpoints } from '#shared/endpoints/contact-admin.ts';
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';
import { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';

/**
 * Every feature's endpoints (decision 202). `responses.ts` has the same features, each with a schema per endpoint;
 * tests/api/endpoint-catalogue.test.ts checks that the server registers exactly these routes (and the back-office
 * ones still listed there) with these schemas.
 */
export const catalogue = {
  teams: teamsEndpoints,
  matches: matchesEndpoints,
  seasons: seasonsEndpoints,
  photos: photosEndpoints,
  albums: albumsEndpoints,
  campus: campusEndpoints,
  waitlist: waitlistEndpoints,
  registrations: registrationsEndpoints,
  products: productsEndpoints,
  payments: paymentsEndpoints,
  shop: shopEndpoints,
  contact: contactEndpoints,
  family: familyEndpoints,
  session: sessionEndpoints,
  health: healthEndpoints,
  campusAdmin: campusAdminEndpoints,
  waitlistAdmin: waitlistAdminEndpoints,
  contactAdmin: contactAdminEndpoints,
  seasonsAdmin: seasonsAdminEndpoints,
  productsAdmin: productsAdminEndpoints,
  ordersAdmin: ordersAdminEndpoints,
  usersAdmin: usersAdminEndpoints,
  account: accountEndpoints,
  backOffice: backOfficeEndpoints,
  members: membersEndpoints,
  clubRegistrationsAdmin: clubRegistrationsAdminEndpoints,
  schoolRegistrationsAdmin: schoolRegistrationsAdminEndpoints,
} as const;

export type Catalogue = typeof catalogue;

/** Every endpoint of the catalogue, in one list. */
export const allEndpoints: readonly Endpoint[] = Object.values(catalogue).flatMap((group) => Object.values(group) as Endpoint[]);
