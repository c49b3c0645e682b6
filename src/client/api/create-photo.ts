import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { albumsQueryKey } from '#client/api/get-albums.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import type { Photo, PhotoInput } from '#shared/schemas/photo.ts';
import { photosEndpoints } from '#shared/endpoints/photos.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function createPhoto(input: PhotoInput): Promise<Photo> {
  return callEndpoint(photosEndpoints.create, { body: input });
}

export function useCreatePhoto() {
  return useInvalidatingMutation(createPhoto, [photosQueryKey, albumsQueryKey]);
}
