import { queryOptions, useQuery } from '@tanstack/react-query';
import { albumsQueryKey } from '#client/api/get-albums.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** GET /api/albums/{id}: one album (the heading of its view on /fotos). */
export function getAlbumQueryOptions(id: number) {
  return queryOptions({ queryKey: [...albumsQueryKey, 'one', id], queryFn: () => callEndpoint(albumsEndpoints.one, { params: { id } }) });
}

export function useAlbum(id: number | undefined) {
  return useQuery({ ...getAlbumQueryOptions(id ?? 0), enabled: id !== undefined });
}
