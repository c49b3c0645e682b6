import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';
import type { TeamInput } from '#shared/schemas/team.ts';

/** PUT /api/teams/{id}; SPEC §7: update calls carry id and data. */
export function updateTeam({ id, data }: { id: number; data: TeamInput }) {
  return callEndpoint(teamsEndpoints.update, { params: { id }, body: data });
}

export function useUpdateTeam() {
  return useInvalidatingMutation(updateTeam, [teamsQueryKey]);
}
