import { z } from 'zod';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { seasonSchema } from '#shared/schemas/season.ts';
import { openSeasonAnswerSchema } from '#shared/schemas/season-admin.ts';

export const seasonsResponses = {
  list: z.array(seasonSchema),
  open: openSeasonAnswerSchema,
} satisfies ResponsesOf<typeof seasonsEndpoints>;
