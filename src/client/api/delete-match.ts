import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function deleteMatch(id: number): Promise<void> {
  return callEndpoint(matchesEndpoints.remove, { params: { id } });
}

export function useDeleteMatch() {
  return useInvalidatingMutation(deleteMatch, [matchesQueryKey]);
}
