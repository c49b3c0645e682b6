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

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
