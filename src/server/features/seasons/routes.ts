import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonSchema } from '#shared/schemas/season.ts';
import { listSeasons } from '#server/features/seasons/repository.ts';

/** GET /api/seasons: every season, newest first (the season selector of /partits). */
export async function seasonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/seasons', { schema: { response: { 200: z.array(seasonSchema) } } }, async (_request, reply) => {
    // Not in the public cache: no trigger tells it when a season is created, and the query reads a handful of rows.
    reply.header('cache-control', 'no-cache');
    return listSeasons(app.db);
  });
}
