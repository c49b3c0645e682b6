import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** A campus's waiting list in the back office. */
export const waitlistAdminEndpoints = defineEndpoints('waitlistAdmin', {
  list: ['GET', '/api/admin/campus/:id/waitlist'],
  remove: ['DELETE', '/api/admin/campus-waitlist/:id'],
  move: ['PATCH', '/api/admin/campus-waitlist/:id/move'],
  offer: ['POST', '/api/admin/campus-waitlist/:id/offer'],
});
