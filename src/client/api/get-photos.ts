import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { queryString } from '#shared/endpoints/endpoint.ts';
import { photosEndpoints } from '#shared/endpoints/photos.ts';
import { photoCursor, photoPageSize } from '#shared/list-pages.ts';
import type { Photo, PhotoListParams } from '#shared/schemas/photo.ts';

/** The default view's key: GET /api/photos without parameters (the page's first data, lib/initial-data.ts). */
export const photosQueryKey = ['photos'] as const;

/** The query string of a photo call, without empty parameters ("" when there are none). */
export function photoQueryString(params: PhotoListParams): string {
  return queryString(params);
}

/** GET /api/photos: the newest page of photos (all of them, an album's, or one category's; README, decision 159). */
export function getPhotosQueryOptions(params: Omit<PhotoListParams, 'before'> = {}) {
  const query = photoQueryString(params);
  return queryOptions({
    queryKey: query ? [...photosQueryKey, 'list', query] : photosQueryKey,
    queryFn: () => callEndpoint(photosEndpoints.list, { query: params }),
  });
}

/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export function usePhotos(params: Omit<PhotoListParams, 'before'> = {}, overrides: { staleTime?: number; enabled?: boolean } = {}) {
  return useQuery({ ...getPhotosQueryOptions(params), ...overrides });
}

/**
 * The pages after the first ('Mostra'n més'): GET /api/photos?before=… from the last photo already shown. Waits
 * (enabled: false) until the visitor first asks for more.
 */
export function useMorePhotos(params: Omit<PhotoListParams, 'before' | 'limit'>, from: Photo | undefined, enabled: boolean) {
  const pageSize = photoPageSize.default;
  const start = from ? photoCursor(from) : '';
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...photosQueryKey, 'more', photoQueryString(params), start],
      queryFn: ({ pageParam }) => callEndpoint(photosEndpoints.list, { query: { ...params, before: pageParam, limit: pageSize } }),
      initialPageParam: start,
      getNextPageParam: (last: Photo[]) => (last.length < pageSize ? undefined : photoCursor(last.at(-1)!)),
    }),
    enabled: enabled && from !== undefined,
  });
}
