import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deleteMatch(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/matches/${id}`);
}

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}
