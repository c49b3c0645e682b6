import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Match, MatchInput } from '#shared/schemas/match.ts';

export function createMatch(input: MatchInput): Promise<Match> {
  return sendJson<Match>('POST', '/api/matches', input);
}

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}
