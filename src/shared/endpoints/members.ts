import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The club's member list (who pays a campus's member price) and a campus sign-up's membership check. */
export const membersEndpoints = defineEndpoints('members', {
  list: ['GET', '/api/club-members'],
  create: ['POST', '/api/club-members'],
  import: ['POST', '/api/club-members/import'],
  clear: ['DELETE', '/api/club-members'],
  remove: ['DELETE', '/api/club-members/:id'],
  reviewMembership: ['PATCH', '/api/campus-registrations/:id/membership'],
});
