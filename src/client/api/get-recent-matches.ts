
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const recentMatchesQueryKey = ['matches', 'recent'] as const;

/** The latest completed matches, newest first (SPEC §7: fired from the home page). */
const recentMatchesQuery = endpointQuery(recentMatchesQueryKey, matchesEndpoints.recent);
export const getRecentMatchesQueryOptions = recentMatchesQuery.options;
export const useRecentMatches = recentMatchesQuery.useQuery;
