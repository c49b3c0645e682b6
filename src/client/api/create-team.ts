import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';
import type { TeamInput } from '#shared/schemas/team.ts';

export function createTeam(input: TeamInput) {
  return callEndpoint(teamsEndpoints.create, { body: input });
}

export function useCreateTeam() {
  return useInvalidatingMutation(createTeam, [teamsQueryKey]);
}
