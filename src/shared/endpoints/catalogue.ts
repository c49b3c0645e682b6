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
} as const;

export type Catalogue = typeof catalogue;

/** Every endpoint of the catalogue, in one list. */
export const allEndpoints: readonly Endpoint[] = Object.values(catalogue).flatMap((group) => Object.values(group) as Endpoint[]);
