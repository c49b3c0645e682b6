import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import type { Match, MatchInput } from '#shared/schemas/match.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function createMatch(input: MatchInput): Promise<Match> {
  return callEndpoint(matchesEndpoints.create, { body: input });
}

export function useCreateMatch() {
  return useInvalidatingMutation(createMatch, [matchesQueryKey, seasonsQueryKey]);
}
