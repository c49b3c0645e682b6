import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const photosEndpoints = defineEndpoints('photos', {
  list: ['GET', '/api/photos'],
  create: ['POST', '/api/photos'],
  remove: ['DELETE', '/api/photos/:id'],
});
