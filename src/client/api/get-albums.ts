import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { albumCursor, albumPageSize } from '#shared/list-pages.ts';
import type { Album } from '#shared/schemas/album.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/** GET /api/albums without parameters: the newest page (the page's first data, lib/initial-data.ts). */
export const albumsQueryKey = ['albums'] as const;

const albumsQuery = endpointQuery(albumsQueryKey, albumsEndpoints.list);
export const getAlbumsQueryOptions = albumsQuery.options;
/** The back office passes `{ staleTime: 0 }`; public pages keep the default. */
export const useAlbums = albumsQuery.useQuery;

/** The older albums ('Mostra'n més'), from the last one shown; waits until the visitor first asks. */
export function useMoreAlbums(from: Album | undefined, enabled: boolean) {
  const pageSize = albumPageSize.default;
  const start = from ? albumCursor(from) : '';
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...albumsQueryKey, 'more', start],
      queryFn: ({ pageParam }) => callEndpoint(albumsEndpoints.list, { query: { before: pageParam, limit: pageSize } }),
      initialPageParam: start,
      getNextPageParam: (last: Album[]) => (last.length < pageSize ? undefined : albumCursor(last.at(-1)!)),
    }),
    enabled: enabled && from !== undefined,
  });
}

/** The back office's album choice: the newest albumPageSize.max albums (GET /api/albums?limit=…), always fresh. */
export function useAlbumChoices() {
  return useQuery({
    queryKey: [...albumsQueryKey, 'choices'],
    queryFn: () => callEndpoint(albumsEndpoints.list, { query: { limit: albumPageSize.max } }),
    staleTime: 0,
  });
}
