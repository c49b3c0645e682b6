import { z } from 'zod';
import { createdSchema } from '#shared/endpoints/created.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { seasonSchema } from '#shared/schemas/season.ts';
import { adminSeasonSchema } from '#shared/schemas/season-admin.ts';

export const seasonsAdminResponses = {
  list: z.array(adminSeasonSchema),
  create: createdSchema,
  open: null,
  update: seasonSchema,
  remove: null,
} satisfies ResponsesOf<typeof seasonsAdminEndpoints>;
