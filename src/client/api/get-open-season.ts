
import { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const openSeasonQueryKey = ['seasons', 'open'] as const;

/** GET /api/seasons/open: the season open for club and school registrations, or null when they are closed. */
const openSeasonQuery = endpointQuery(openSeasonQueryKey, seasonsEndpoints.open);
export const getOpenSeasonQueryOptions = openSeasonQuery.options;
export const useOpenSeason = openSeasonQuery.useQuery;
