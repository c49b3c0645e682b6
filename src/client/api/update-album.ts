import { albumsQueryKey } from '#client/api/get-albums.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { Album, AlbumInput } from '#shared/schemas/album.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PUT /api/albums/{id} (admin). */
export function updateAlbum({ id, data }: { id: number; data: AlbumInput }): Promise<Album> {
  return callEndpoint(albumsEndpoints.update, { params: { id }, body: data });
}

export function useUpdateAlbum() {
  return useInvalidatingMutation(updateAlbum, [albumsQueryKey]);
}
