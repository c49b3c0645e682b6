import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { photoInputSchema, photoSchema } from '#shared/schemas/photo.ts';
import { notFound } from '#server/http-error.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { createPhoto, deletePhoto } from '#server/features/photos/admin-service.ts';
import { defineErrors } from '#shared/errors.ts';

const photoNotFound = defineErrors('photo', { notFound: 'Foto no trobada.' }, 'backOffice').notFound;

/** POST /api/photos, DELETE /api/photos/{id} (admin). */
export async function photoAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/photos',
    { config: { permission: 'photos.write' }, bodyLimit: imageFormBodyLimit, schema: { body: photoInputSchema, response: { 201: photoSchema } } },
    async (request, reply) => reply.code(201).send(await createPhoto(app.db, request.body)),
  );
  r.delete('/photos/:id', { config: { permission: 'photos.write' }, schema: { params: idParam } }, async (request, reply) => {
    if (!(await deletePhoto(app.db, request.params.id))) throw notFound(photoNotFound);
    return reply.code(204).send();
  });
}
