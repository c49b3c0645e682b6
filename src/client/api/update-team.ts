import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Team, TeamInput } from '#shared/schemas/team.ts';

/** PUT /api/teams/{id}; SPEC §7: update calls carry id and data. */
export function updateTeam({ id, data }: { id: number; data: TeamInput }): Promise<Team> {
  return sendJson<Team>('PUT', `/api/teams/${id}`, data);
}

export function useUpdateTeam() {
  return useInvalidatingMutation(updateTeam, [teamsQueryKey]);
}
