import { jsonQuery } from '#client/lib/queries.ts';
import type { Match } from '#shared/schemas/match.ts';

export const matchesQueryKey = ['matches'] as const;

/** GET /api/matches. */
const matchesQuery = jsonQuery<Match[]>(matchesQueryKey, '/api/matches');
export const getMatchesQueryOptions = matchesQuery.options;
/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export const useMatches = matchesQuery.useQuery;
