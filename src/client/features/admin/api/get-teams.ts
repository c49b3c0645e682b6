import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Team } from '#shared/schemas/team.ts';

/** The same key as the public teams list, so an admin change refreshes it too. */
export const teamsQueryKey = ['teams'] as const;

export function getTeams(): Promise<Team[]> {
  return getJson<Team[]>('/api/teams');
}

export function getTeamsQueryOptions() {
  return queryOptions({ queryKey: teamsQueryKey, queryFn: getTeams, staleTime: 0 });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
