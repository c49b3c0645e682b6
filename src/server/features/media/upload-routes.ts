import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '#server/http-error.ts';
import { imageLimits, imageMessages, storeImage } from '#server/features/media/pipeline.ts';
import { defineErrors } from '#shared/errors.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { backOfficeResponses } from '#shared/endpoints/back-office-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

export const uploadMessages = defineErrors(
  'upload',
  {
    missingFile: 'Error pujant la imatge: cal enviar un fitxer al camp «image».',
    notMultipart: 'Error pujant la imatge: la petició ha de ser multipart/form-data.',
  },
  'backOffice',
);

/**
 * POST /api/upload-image (admin): multipart field `image`, at most 10 MB (413), decoded and re-encoded by the one
 * image pipeline (DESIGN rule 6). Multipart parsing exists only in this scope.
 */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: imageLimits.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, backOfficeEndpoints.uploadImage, { config: { permission: 'media.upload', auditEntity: 'images' }, schema: { response: { 200: backOfficeResponses.uploadImage } } }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);
    const file = await request.file();
    if (file?.fieldname !== 'image') throw new HttpError(400, uploadMessages.missingFile);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, imageMessages.tooLarge);
      throw err;
    }
    const stored = await storeImage(app.db, bytes);
    return { imagePath: stored.url, thumbnailPath: stored.thumbnailUrl, width: stored.width, height: stored.height };
  });
}
