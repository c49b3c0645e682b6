import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listSeasons } from '#server/features/seasons/repository.ts';
import { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { seasonsResponses } from '#shared/endpoints/seasons-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** GET /api/seasons: every season, newest first (the season selector of /partits). */
export async function seasonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, seasonsEndpoints.list, { schema: { response: { 200: seasonsResponses.list } } }, async (_request, reply) => {
    // Not in the public cache: no trigger tells it when a season is created, and the query reads a handful of rows.
    reply.header('cache-control', 'no-cache');
    return listSeasons(app.db);
  });
}
