import { albumsQueryKey } from '#client/api/get-albums.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { Album, AlbumInput } from '#shared/schemas/album.ts';

/** PUT /api/albums/{id} (admin). */
export function updateAlbum({ id, data }: { id: number; data: AlbumInput }): Promise<Album> {
  return sendJson<Album>('PUT', `/api/albums/${id}`, data);
}

export function useUpdateAlbum() {
  return useInvalidatingMutation(updateAlbum, [albumsQueryKey]);
}
