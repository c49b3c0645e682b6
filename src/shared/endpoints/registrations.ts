import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The season's sign-up forms. */
export const registrationsEndpoints = defineEndpoints('registrations', {
  club: ['POST', '/api/club-registrations'],
  school: ['POST', '/api/school-registrations'],
});
