import { albumsQueryKey } from '#client/api/get-albums.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { Album, AlbumInput } from '#shared/schemas/album.ts';

/** POST /api/albums (admin). */
export function createAlbum(input: AlbumInput): Promise<Album> {
  return sendJson<Album>('POST', '/api/albums', input);
}

export function useCreateAlbum() {
  return useInvalidatingMutation(createAlbum, [albumsQueryKey]);
}
