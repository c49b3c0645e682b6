import { z } from 'zod';
import type { albumsEndpoints } from '#shared/endpoints/albums.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { albumSchema } from '#shared/schemas/album.ts';

export const albumsResponses = {
  list: z.array(albumSchema),
  one: albumSchema,
  create: albumSchema,
  update: albumSchema,
  remove: null,
} satisfies ResponsesOf<typeof albumsEndpoints>;
