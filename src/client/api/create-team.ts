import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Team, TeamInput } from '#shared/schemas/team.ts';

export function createTeam(input: TeamInput): Promise<Team> {
  return sendJson<Team>('POST', '/api/teams', input);
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
