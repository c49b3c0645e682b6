import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Match } from '#shared/schemas/match.ts';

export const matchesQueryKey = ['matches'] as const;

export function getMatches(): Promise<Match[]> {
  return getJson<Match[]>('/api/matches');
}

export function getMatchesQueryOptions() {
  return queryOptions({ queryKey: matchesQueryKey, queryFn: getMatches });
}

/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export function useMatches(options: { staleTime?: number } = {}) {
  return useQuery({ ...getMatchesQueryOptions(), ...options });
}
