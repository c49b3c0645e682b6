import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';

export function deleteTeam(id: number) {
  return callEndpoint(teamsEndpoints.remove, { params: { id } });
}

export function useDeleteTeam() {
  return useInvalidatingMutation(deleteTeam, [teamsQueryKey]);
}
