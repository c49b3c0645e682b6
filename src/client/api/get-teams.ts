import { jsonQuery } from '#client/lib/queries.ts';
import type { Team } from '#shared/schemas/team.ts';

export const teamsQueryKey = ['teams'] as const;

/** GET /api/teams. */
const teamsQuery = jsonQuery<Team[]>(teamsQueryKey, '/api/teams');
export const getTeamsQueryOptions = teamsQuery.options;
/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export const useTeams = teamsQuery.useQuery;
