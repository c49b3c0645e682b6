import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deleteTeam(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/teams/${id}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
