import { jsonQuery } from '#client/lib/queries.ts';
import type { Match } from '#shared/schemas/match.ts';

export const recentMatchesQueryKey = ['matches', 'recent'] as const;

/** The latest completed matches, newest first (SPEC §7: fired from the home page). */
const recentMatchesQuery = jsonQuery<Match[]>(recentMatchesQueryKey, '/api/matches/recent');
export const getRecentMatchesQueryOptions = recentMatchesQuery.options;
export const useRecentMatches = recentMatchesQuery.useQuery;
