import { z } from 'zod';

/** GET /api/seasons: what the public pages need of a season (issue 12). */
export const seasonSchema = z.object({
  id: z.number(),
  label: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type Season = z.infer<typeof seasonSchema>;

// Without zod, for the public pages (decision 200).
export { currentSeason, seasonSpanFor } from '#shared/seasons.ts';
