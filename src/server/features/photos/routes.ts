import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoSchema } from '#shared/schemas/photo.ts';
import { listPhotos } from '#server/features/photos/repository.ts';

export async function photoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/photos', { schema: { response: { 200: z.array(photoSchema) } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'photos', () => listPhotos(app.db)),
  );
}
