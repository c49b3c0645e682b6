import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Match, MatchInput } from '#shared/schemas/match.ts';

export function createMatch(input: MatchInput): Promise<Match> {
  return sendJson<Match>('POST', '/api/matches', input);
}

export function useCreateMatch() {
  return useInvalidatingMutation(createMatch, [matchesQueryKey, seasonsQueryKey]);
}
