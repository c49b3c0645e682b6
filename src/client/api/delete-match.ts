import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deleteMatch(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/matches/${id}`);
}

export function useDeleteMatch() {
  return useInvalidatingMutation(deleteMatch, [matchesQueryKey]);
}
