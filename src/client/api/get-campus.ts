
import { campusEndpoints } from '#shared/endpoints/campus.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/** The public list's key; sign-ups invalidate it (places left change). */
export const campusQueryKey = ['campus'] as const;

/** GET /api/campus: the active campuses with their places left. */
const campusQuery = endpointQuery(campusQueryKey, campusEndpoints.list);
export const getCampusQueryOptions = campusQuery.options;
export const useCampus = campusQuery.useQuery;
