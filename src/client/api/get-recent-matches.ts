import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Match } from '#shared/schemas/match.ts';

export const recentMatchesQueryKey = ['matches', 'recent'] as const;

/** The latest completed matches, newest first (SPEC §7: fired from the home page). */
export function getRecentMatches(): Promise<Match[]> {
  return getJson<Match[]>('/api/matches/recent');
}

export function getRecentMatchesQueryOptions() {
  return queryOptions({ queryKey: recentMatchesQueryKey, queryFn: getRecentMatches });
}

export function useRecentMatches() {
  return useQuery(getRecentMatchesQueryOptions());
}
