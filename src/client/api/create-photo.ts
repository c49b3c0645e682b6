import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { albumsQueryKey } from '#client/api/get-albums.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { Photo, PhotoInput } from '#shared/schemas/photo.ts';

export function createPhoto(input: PhotoInput): Promise<Photo> {
  return sendJson<Photo>('POST', '/api/photos', input);
}

export function useCreatePhoto() {
  return useInvalidatingMutation(createPhoto, [photosQueryKey, albumsQueryKey]);
}
