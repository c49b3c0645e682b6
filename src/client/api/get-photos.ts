import { jsonQuery } from '#client/lib/queries.ts';
import type { Photo } from '#shared/schemas/photo.ts';

export const photosQueryKey = ['photos'] as const;

/** GET /api/photos. */
const photosQuery = jsonQuery<Photo[]>(photosQueryKey, '/api/photos');
export const getPhotosQueryOptions = photosQuery.options;
/** The back office passes `{ staleTime: 0 }` to refetch whenever a tab opens; public pages keep the default. */
export const usePhotos = photosQuery.useQuery;
