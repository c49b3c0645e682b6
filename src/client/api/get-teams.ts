import { endpointQuery } from '#client/lib/queries.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';

export const teamsQueryKey = ['teams'] as const;

/** GET /api/teams. */
const teamsQuery = endpointQuery(teamsQueryKey, teamsEndpoints.list);
export const getTeamsQueryOptions = teamsQuery.options;
/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export const useTeams = teamsQuery.useQuery;
