import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The seasons in the back office (decision 160). */
export const seasonsAdminEndpoints = defineEndpoints('seasonsAdmin', {
  list: ['GET', '/api/admin/seasons'],
  create: ['POST', '/api/admin/seasons'],
  open: ['PUT', '/api/admin/seasons/open'],
  update: ['PUT', '/api/seasons/:id'],
  remove: ['DELETE', '/api/seasons/:id'],
});
