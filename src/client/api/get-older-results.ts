import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { matchesQueryKey, matchQueryString } from '#client/api/get-matches.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { matchCursor, matchPageSize } from '#shared/list-pages.ts';
import type { Match } from '#shared/schemas/match.ts';

type OlderResultsParams = {
  season: number | undefined;
  team: string | undefined;
  /** The cursor of the last result already shown ('Mostra'n més' asks for what comes after it). */
  from: string | undefined;
};

const pageSize = matchPageSize.default;

/** GET /api/matches?list=results&before=…: the older results, one page per 'Mostra'n més'. */
export function getOlderResultsQueryOptions({ season, team, from }: OlderResultsParams) {
  return infiniteQueryOptions({
    queryKey: [...matchesQueryKey, 'older', matchQueryString({ season, team, from })],
    queryFn: ({ pageParam }) =>
      callEndpoint(matchesEndpoints.list, { query: { season, team, list: 'results', before: pageParam, limit: pageSize } }),
    initialPageParam: from ?? '',
    getNextPageParam: (last: Match[]) => (last.length < pageSize ? undefined : matchCursor(last.at(-1)!)),
  });
}

/** Waits (enabled: false) until the visitor first asks for more. */
export function useOlderResults(params: OlderResultsParams, enabled: boolean) {
  return useInfiniteQuery({ ...getOlderResultsQueryOptions(params), enabled: enabled && params.from !== undefined });
}
