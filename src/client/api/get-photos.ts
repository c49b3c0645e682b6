import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Photo } from '#shared/schemas/photo.ts';

export const photosQueryKey = ['photos'] as const;

export function getPhotos(): Promise<Photo[]> {
  return getJson<Photo[]>('/api/photos');
}

export function getPhotosQueryOptions() {
  return queryOptions({ queryKey: photosQueryKey, queryFn: getPhotos });
}

/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export function usePhotos(options: { staleTime?: number } = {}) {
  return useQuery({ ...getPhotosQueryOptions(), ...options });
}
