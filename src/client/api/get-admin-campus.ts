import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#client/lib/api-client.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import type { CampusWhen } from '#shared/schemas/campus.ts';

/** Every admin campus list ('Actuals', 'Passats') sits under this key: invalidating it refreshes both. */
export const adminCampusQueryKey = ['admin', 'campus'] as const;
/** The public list's key (GET /api/campus), refreshed too when the admin changes a campus. */
export const publicCampusQueryKey = ['campus'] as const;

/**
 * GET /api/admin/campus?when=current|past: the campuses not ended yet, or those already ended (decision 157), each
 * with its registered count.
 */
export const getAdminCampusQueryOptions = (when: CampusWhen) =>
  queryOptions({
    queryKey: [...adminCampusQueryKey, when],
    queryFn: () => callEndpoint(campusAdminEndpoints.list, { query: { when } }),
    staleTime: 0,
  });

export function useAdminCampus(when: CampusWhen) {
  return useQuery(getAdminCampusQueryOptions(when));
}
