import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { AdminCampus } from '#shared/schemas/campus.ts';

export const adminCampusQueryKey = ['admin', 'campus'] as const;
/** The public list's key (GET /api/campus), refreshed too when the admin changes a campus. */
export const publicCampusQueryKey = ['campus'] as const;

/** GET /api/admin/campus: every campus, active or not, with its registered count. */
export function getAdminCampus(): Promise<AdminCampus[]> {
  return getJson<AdminCampus[]>('/api/admin/campus');
}

export function getAdminCampusQueryOptions() {
  return queryOptions({ queryKey: adminCampusQueryKey, queryFn: getAdminCampus, staleTime: 0 });
}

export function useAdminCampus() {
  return useQuery(getAdminCampusQueryOptions());
}
