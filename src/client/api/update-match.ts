import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Match, MatchUpdateInput } from '#shared/schemas/match.ts';

/** PATCH /api/matches/{id}: the form plus homeScore, awayScore and status. */
export function updateMatch({ id, data }: { id: number; data: MatchUpdateInput }): Promise<Match> {
  return sendJson<Match>('PATCH', `/api/matches/${id}`, data);
}

export function useUpdateMatch() {
  return useInvalidatingMutation(updateMatch, [matchesQueryKey, seasonsQueryKey]);
}
