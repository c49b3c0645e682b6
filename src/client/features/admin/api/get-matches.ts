import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Match } from '#shared/schemas/match.ts';

/** The same key as the public calendar, so an admin change refreshes it (and the recent results) too. */
export const matchesQueryKey = ['matches'] as const;

export function getMatches(): Promise<Match[]> {
  return getJson<Match[]>('/api/matches');
}

export function getMatchesQueryOptions() {
  return queryOptions({ queryKey: matchesQueryKey, queryFn: getMatches, staleTime: 0 });
}

export function useMatches() {
  return useQuery(getMatchesQueryOptions());
}
