import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { photoListQuerySchema } from '#shared/schemas/photo.ts';
import { photoList } from '#server/features/photos/list-service.ts';
import { photosEndpoints } from '#shared/endpoints/photos.ts';
import { photosResponses } from '#shared/endpoints/photos-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

export async function photoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SPEC §7's list; `album`, `category`, `before` and `limit` are optional (README, decision 159).
  route(
    r,
    photosEndpoints.list,
    { schema: { querystring: photoListQuerySchema, response: { 200: photosResponses.list } } },
    async (request, reply) => {
      const { key, load } = await photoList(app, request.query);
      if (key) return app.publicCache.send(request, reply, key, load);
      return reply.header('cache-control', 'no-cache').send(await load());
    },
  );
}
