import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { jsonQuery } from '#client/lib/queries.ts';
import { albumCursor, albumPageSize } from '#shared/list-pages.ts';
import type { Album } from '#shared/schemas/album.ts';

/** GET /api/albums without parameters: the newest page (the page's first data, lib/initial-data.ts). */
export const albumsQueryKey = ['albums'] as const;

const albumsQuery = jsonQuery<Album[]>(albumsQueryKey, '/api/albums');
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
      queryFn: ({ pageParam }) => getJson<Album[]>(`/api/albums?before=${encodeURIComponent(pageParam)}&limit=${pageSize}`),
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
    queryFn: () => getJson<Album[]>(`/api/albums?limit=${albumPageSize.max}`),
    staleTime: 0,
  });
}
