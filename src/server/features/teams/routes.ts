import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';
import { teamsResponses } from '#shared/endpoints/teams-responses.ts';
import { route } from '#server/http/endpoint-route.ts';
import { listTeams } from '#server/features/teams/repository.ts';

export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, teamsEndpoints.list, { schema: { response: { 200: teamsResponses.list } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'teams', () => listTeams(app.db)),
  );
}
