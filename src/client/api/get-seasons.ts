import { jsonQuery } from '#client/lib/queries.ts';
import type { Season } from '#shared/schemas/season.ts';

export const seasonsQueryKey = ['seasons'] as const;

/** GET /api/seasons: every season, newest first (the season selectors). */
const seasonsQuery = jsonQuery<Season[]>(seasonsQueryKey, '/api/seasons');
export const getSeasonsQueryOptions = seasonsQuery.options;
export const useSeasons = seasonsQuery.useQuery;
