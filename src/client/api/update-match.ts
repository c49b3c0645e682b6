import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Match, MatchUpdateInput } from '#shared/schemas/match.ts';

/** PATCH /api/matches/{id}: the form plus homeScore, awayScore and status. */
export function updateMatch({ id, data }: { id: number; data: MatchUpdateInput }): Promise<Match> {
  return sendJson<Match>('PATCH', `/api/matches/${id}`, data);
}

export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}
