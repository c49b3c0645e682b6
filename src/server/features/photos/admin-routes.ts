import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { photoInputSchema } from '#shared/schemas/photo.ts';
import { notFound } from '#server/http-error.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { createPhoto, deletePhoto } from '#server/features/photos/admin-service.ts';
import { defineErrors } from '#shared/errors.ts';
import { photosEndpoints } from '#shared/endpoints/photos.ts';
import { photosResponses } from '#shared/endpoints/photos-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const photoNotFound = defineErrors('photo', { notFound: 'Foto no trobada.' }, 'backOffice').notFound;

/** POST /api/photos, DELETE /api/photos/{id} (admin). */
export async function photoAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    photosEndpoints.create,
    { config: { permission: 'photos.write' }, bodyLimit: imageFormBodyLimit, schema: { body: photoInputSchema, response: { 201: photosResponses.create } } },
    async (request, reply) => reply.code(201).send(await createPhoto(app.db, request.body)),
  );
  route(r, photosEndpoints.remove, { config: { permission: 'photos.write' }, schema: { params: idParam } }, async (request, reply) => {
    if (!(await deletePhoto(app.db, request.params.id))) throw notFound(photoNotFound);
    return reply.code(204).send();
  });
}
