import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Photo } from '#shared/schemas/photo.ts';

/** The same key as the public gallery, so an admin change refreshes it too. */
export const photosQueryKey = ['photos'] as const;

export function getPhotos(): Promise<Photo[]> {
  return getJson<Photo[]>('/api/photos');
}

export function getPhotosQueryOptions() {
  return queryOptions({ queryKey: photosQueryKey, queryFn: getPhotos, staleTime: 0 });
}

export function usePhotos() {
  return useQuery(getPhotosQueryOptions());
}
