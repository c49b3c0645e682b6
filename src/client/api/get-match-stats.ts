import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchesQueryKey, matchQueryString } from '#client/api/get-matches.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';

/** The default view's key: GET /api/matches/stats without parameters (embedded in the page's first data). */
export const matchStatsQueryKey = [...matchesQueryKey, 'stats'] as const;

/** GET /api/matches/stats: SPEC §9's tiles for a season and team, counted on the server over the whole season. */
export function getMatchStatsQueryOptions(params: { season?: number | undefined; team?: string | undefined } = {}) {
  const query = matchQueryString(params);
  return queryOptions({
    queryKey: query ? [...matchStatsQueryKey, query] : matchStatsQueryKey,
    queryFn: () => callEndpoint(matchesEndpoints.stats, { query: params }),
  });
}

export function useMatchStats(params: { season?: number | undefined; team?: string | undefined } = {}, enabled = true) {
  return useQuery({ ...getMatchStatsQueryOptions(params), enabled });
}
