import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deleteTeam(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/teams/${id}`);
}

export function useDeleteTeam() {
  return useInvalidatingMutation(deleteTeam, [teamsQueryKey]);
}
