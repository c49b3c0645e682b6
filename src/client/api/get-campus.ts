import { jsonQuery } from '#client/lib/queries.ts';
import type { Campus } from '#shared/schemas/campus.ts';

/** The public list's key; sign-ups invalidate it (places left change). */
export const campusQueryKey = ['campus'] as const;

/** GET /api/campus: the active campuses with their places left. */
const campusQuery = jsonQuery<Campus[]>(campusQueryKey, '/api/campus');
export const getCampusQueryOptions = campusQuery.options;
export const useCampus = campusQuery.useQuery;
