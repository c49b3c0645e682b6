import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const teamsEndpoints = defineEndpoints('teams', {
  list: ['GET', '/api/teams'],
  create: ['POST', '/api/teams'],
  update: ['PUT', '/api/teams/:id'],
  remove: ['DELETE', '/api/teams/:id'],
});
