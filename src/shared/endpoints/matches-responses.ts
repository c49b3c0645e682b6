import { z } from 'zod';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { matchSchema, matchStatsSchema } from '#shared/schemas/match.ts';

export const matchesResponses = {
  list: z.array(matchSchema),
  stats: matchStatsSchema,
  recent: z.array(matchSchema),
  calendarFile: null,
  clubCalendar: null,
  teamCalendar: null,
  create: matchSchema,
  update: matchSchema,
  remove: null,
} satisfies ResponsesOf<typeof matchesEndpoints>;
