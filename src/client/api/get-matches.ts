import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { queryString } from '#shared/endpoints/endpoint.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';

/** The default view's key: GET /api/matches without parameters (the page's first data, lib/initial-data.ts). */
export const matchesQueryKey = ['matches'] as const;

/** The optional parameters of GET /api/matches (README, decision 156); none means the current season. */
export type MatchListParams = { season?: number | undefined; team?: string | undefined; list?: 'all' | undefined };

/** The query string of a match call, without empty parameters ("" when there are none). */
export const matchQueryString = queryString;

/** GET /api/matches: a season's upcoming matches and newest results (or, with `list: 'all'`, all of its matches). */
export function getMatchesQueryOptions(params: MatchListParams = {}) {
  const query = matchQueryString(params);
  return queryOptions({
    queryKey: query ? [...matchesQueryKey, 'list', query] : matchesQueryKey,
    queryFn: () => callEndpoint(matchesEndpoints.list, { query: params }),
  });
}

/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export function useMatches(params: MatchListParams = {}, overrides: { staleTime?: number; enabled?: boolean } = {}) {
  return useQuery({ ...getMatchesQueryOptions(params), ...overrides });
}
