import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { albumIdParam, albumListQuerySchema, albumMessages, albumPageSize } from '#shared/schemas/album.ts';
import { findAlbum, listAlbumPage } from '#server/features/albums/repository.ts';
import { notFound } from '#server/http-error.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { albumsResponses } from '#shared/endpoints/albums-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** GET /api/albums: newest first, paged by `before` (the last album received) and `limit` (decision 159). */
export async function albumRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    albumsEndpoints.list,
    { schema: { querystring: albumListQuerySchema, response: { 200: albumsResponses.list } } },
    async (request, reply) => {
      const { before } = request.query;
      const limit = request.query.limit ?? albumPageSize.default;
      const load = () => listAlbumPage(app.db, limit, before);
      // Only first pages are kept (at most albumPageSize.max keys); deeper pages are computed each time.
      if (!before) return app.publicCache.send(request, reply, `albums|${limit}`, load);
      return reply.header('cache-control', 'no-cache').send(await load());
    },
  );
  // One album (the heading of /fotos?album=…, whichever page of the list it is on).
  route(r, albumsEndpoints.one, { schema: { params: albumIdParam, response: { 200: albumsResponses.one } } }, async (request, reply) => {
    const album = await findAlbum(app.db, request.params.id);
    if (!album) throw notFound(albumMessages.notFound);
    return reply.header('cache-control', 'no-cache').send(album);
  });
}
