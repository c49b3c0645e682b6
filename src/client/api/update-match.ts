import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import type { Match, MatchUpdateInput } from '#shared/schemas/match.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/matches/{id}: the form plus homeScore, awayScore and status. */
export function updateMatch({ id, data }: { id: number; data: MatchUpdateInput }): Promise<Match> {
  return callEndpoint(matchesEndpoints.update, { params: { id }, body: data });
}

export function useUpdateMatch() {
  return useInvalidatingMutation(updateMatch, [matchesQueryKey, seasonsQueryKey]);
}
