import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoListQuerySchema, photoSchema } from '#shared/schemas/photo.ts';
import { photoList } from '#server/features/photos/list-service.ts';

export async function photoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SPEC §7's list; `album`, `category`, `before` and `limit` are optional (README, decision 159).
  r.get(
    '/photos',
    { schema: { querystring: photoListQuerySchema, response: { 200: z.array(photoSchema) } } },
    async (request, reply) => {
      const { key, load } = await photoList(app, request.query);
      if (key) return app.publicCache.send(request, reply, key, load);
      return reply.header('cache-control', 'no-cache').send(await load());
    },
  );
}
