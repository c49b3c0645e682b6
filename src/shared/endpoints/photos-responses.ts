import { z } from 'zod';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { photosEndpoints } from '#shared/endpoints/photos.ts';
import { photoSchema } from '#shared/schemas/photo.ts';

export const photosResponses = {
  list: z.array(photoSchema),
  create: photoSchema,
  remove: null,
} satisfies ResponsesOf<typeof photosEndpoints>;
