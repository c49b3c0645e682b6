import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Team } from '#shared/schemas/team.ts';

export const teamsQueryKey = ['teams'] as const;

export function getTeams(): Promise<Team[]> {
  return getJson<Team[]>('/api/teams');
}

export function getTeamsQueryOptions() {
  return queryOptions({ queryKey: teamsQueryKey, queryFn: getTeams });
}

/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export function useTeams(options: { staleTime?: number } = {}) {
  return useQuery({ ...getTeamsQueryOptions(), ...options });
}
