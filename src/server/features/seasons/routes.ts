import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listSeasons } from '#server/features/seasons/repository.ts';
import { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { seasonsResponses } from '#shared/endpoints/seasons-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** GET /api/seasons: every season, newest first (the season selector of /partits). */
export async function seasonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // From the public cache like the lists: a season's write NOTIFYs it (migration 0017, decision 199).
  route(r, seasonsEndpoints.list, { schema: { response: { 200: seasonsResponses.list } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'seasons', () => listSeasons(app.db)),
  );
}
