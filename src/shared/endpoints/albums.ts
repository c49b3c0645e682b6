import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const albumsEndpoints = defineEndpoints('albums', {
  list: ['GET', '/api/albums'],
  one: ['GET', '/api/albums/:id'],
  create: ['POST', '/api/albums'],
  update: ['PUT', '/api/albums/:id'],
  remove: ['DELETE', '/api/albums/:id'],
});
