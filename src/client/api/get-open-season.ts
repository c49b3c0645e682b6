import { jsonQuery } from '#client/lib/queries.ts';
import type { OpenSeason } from '#shared/schemas/season-admin.ts';

export const openSeasonQueryKey = ['seasons', 'open'] as const;

/** GET /api/seasons/open: the season open for club and school registrations, or null when they are closed. */
const openSeasonQuery = jsonQuery<OpenSeason | null>(openSeasonQueryKey, '/api/seasons/open');
export const getOpenSeasonQueryOptions = openSeasonQuery.options;
export const useOpenSeason = openSeasonQuery.useQuery;
