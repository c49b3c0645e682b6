import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Team, TeamInput } from '#shared/schemas/team.ts';

export function createTeam(input: TeamInput): Promise<Team> {
  return sendJson<Team>('POST', '/api/teams', input);
}

export function useCreateTeam() {
  return useInvalidatingMutation(createTeam, [teamsQueryKey]);
}
