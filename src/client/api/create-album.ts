import { albumsQueryKey } from '#client/api/get-albums.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { Album, AlbumInput } from '#shared/schemas/album.ts';
import { albumsEndpoints } from '#shared/endpoints/albums.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/albums (admin). */
export function createAlbum(input: AlbumInput): Promise<Album> {
  return callEndpoint(albumsEndpoints.create, { body: input });
}

export function useCreateAlbum() {
  return useInvalidatingMutation(createAlbum, [albumsQueryKey]);
}
