import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonSchema } from '#shared/schemas/season.ts';
import { listSeasons } from '#server/features/seasons/repository.ts';

/** GET /api/seasons: every season, newest first (the season selector of /partits). */
export async function seasonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // From the public cache like the lists: a season's write NOTIFYs it (migration 0017, decision 199).
  r.get('/seasons', { schema: { response: { 200: z.array(seasonSchema) } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'seasons', () => listSeasons(app.db)),
  );
}
