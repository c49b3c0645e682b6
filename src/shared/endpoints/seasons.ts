import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const seasonsEndpoints = defineEndpoints('seasons', {
  list: ['GET', '/api/seasons'],
  open: ['GET', '/api/seasons/open'],
});
