import { albumsQueryKey } from '#client/api/get-albums.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** DELETE /api/albums/{id} (admin): its photos stay, without an album (decision 159). */
export function deleteAlbum(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/albums/${id}`);
}

export function useDeleteAlbum() {
  return useInvalidatingMutation(deleteAlbum, [albumsQueryKey, photosQueryKey]);
}
