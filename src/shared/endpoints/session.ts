import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** A volunteer's sign-in and session, and the links that set a volunteer's password. */
export const sessionEndpoints = defineEndpoints('session', {
  login: ['POST', '/api/admin/login'],
  logout: ['POST', '/api/admin/logout'],
  current: ['GET', '/api/admin/session'],
  lookupLink: ['POST', '/api/admin/account-links/lookup'],
  acceptLink: ['POST', '/api/admin/account-links/accept'],
});
