import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { albumIdParam, albumInputSchema, albumMessages } from '#shared/schemas/album.ts';
import { createAlbum, deleteAlbum, updateAlbum } from '#server/features/albums/admin-service.ts';
import { notFound } from '#server/http-error.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { albumsResponses } from '#shared/endpoints/albums-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** POST /api/albums, PUT and DELETE /api/albums/{id} (admin; deleting keeps the photos, decision 159). */
export async function albumAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, albumsEndpoints.create, { config: { permission: 'photos.write' }, schema: { body: albumInputSchema, response: { 201: albumsResponses.create } } }, async (request, reply) =>
    reply.code(201).send(await createAlbum(app.db, request.body)),
  );
  route(
    r,
    albumsEndpoints.update,
    { config: { permission: 'photos.write' }, schema: { params: albumIdParam, body: albumInputSchema, response: { 200: albumsResponses.update } } },
    async (request) => updateAlbum(app.db, request.params.id, request.body),
  );
  route(r, albumsEndpoints.remove, { config: { permission: 'photos.write' }, schema: { params: albumIdParam } }, async (request, reply) => {
    if (!(await deleteAlbum(app.db, request.params.id))) throw notFound(albumMessages.notFound);
    return reply.code(204).send();
  });
}
