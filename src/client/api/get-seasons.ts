
import { seasonsEndpoints } from '#shared/endpoints/seasons.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const seasonsQueryKey = ['seasons'] as const;

/** GET /api/seasons: every season, newest first (the season selectors). */
const seasonsQuery = endpointQuery(seasonsQueryKey, seasonsEndpoints.list);
export const getSeasonsQueryOptions = seasonsQuery.options;
export const useSeasons = seasonsQuery.useQuery;
