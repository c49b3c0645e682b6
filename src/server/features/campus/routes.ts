import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campusSchema } from '#shared/schemas/campus.ts';
import { listActiveCampus } from '#server/features/campus/repository.ts';

export async function campusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/campus', { schema: { response: { 200: z.array(campusSchema) } } }, () => listActiveCampus(app.db));
}
