import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { albumsQueryKey } from '#client/api/get-albums.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { photosEndpoints } from '#shared/endpoints/photos.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function deletePhoto(id: number): Promise<void> {
  return callEndpoint(photosEndpoints.remove, { params: { id } });
}

export function useDeletePhoto() {
  return useInvalidatingMutation(deletePhoto, [photosQueryKey, albumsQueryKey]);
}
