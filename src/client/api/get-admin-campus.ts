import { jsonQuery } from '#client/lib/queries.ts';
import type { AdminCampus } from '#shared/schemas/campus.ts';

export const adminCampusQueryKey = ['admin', 'campus'] as const;
/** The public list's key (GET /api/campus), refreshed too when the admin changes a campus. */
export const publicCampusQueryKey = ['campus'] as const;

/** GET /api/admin/campus: every campus, active or not, with its registered count. */
const adminCampusQuery = jsonQuery<AdminCampus[]>(adminCampusQueryKey, '/api/admin/campus', { staleTime: 0 });
export const getAdminCampusQueryOptions = adminCampusQuery.options;
export const useAdminCampus = adminCampusQuery.useQuery;
