import { albumsQueryKey } from '#client/api/get-albums.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/albums/{id} (admin): its photos stay, without an album (decision 159). */
export function deleteAlbum(id: number): Promise<void> {
  return callEndpoint(albumsEndpoints.remove, { params: { id } });
}

export function useDeleteAlbum() {
  return useInvalidatingMutation(deleteAlbum, [albumsQueryKey, photosQueryKey]);
}
