import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Match } from '#shared/schemas/match.ts';

/** The default view's key: GET /api/matches without parameters (the page's first data, lib/initial-data.ts). */
export const matchesQueryKey = ['matches'] as const;

/** The optional parameters of GET /api/matches (README, decision 156); none means the current season. */
export type MatchListParams = { season?: number | undefined; team?: string | undefined; list?: 'all' | undefined };

/** The query string of a match call, without empty parameters ("" when there are none). */
export function matchQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/matches: a season's upcoming matches and newest results (or, with `list: 'all'`, all of its matches). */
export function getMatchesQueryOptions(params: MatchListParams = {}) {
  const query = matchQueryString(params);
  return queryOptions({
    queryKey: query ? [...matchesQueryKey, 'list', query] : matchesQueryKey,
    queryFn: () => getJson<Match[]>(`/api/matches${query}`),
  });
}

/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export function useMatches(params: MatchListParams = {}, overrides: { staleTime?: number; enabled?: boolean } = {}) {
  return useQuery({ ...getMatchesQueryOptions(params), ...overrides });
}
