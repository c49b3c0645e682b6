import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Campus } from '#shared/schemas/campus.ts';

/** The public list's key; sign-ups invalidate it (places left change). */
export const campusQueryKey = ['campus'] as const;

/** GET /api/campus: the active campuses with their places left. */
export function getCampus(): Promise<Campus[]> {
  return getJson<Campus[]>('/api/campus');
}

export function getCampusQueryOptions() {
  return queryOptions({ queryKey: campusQueryKey, queryFn: getCampus });
}

export function useCampus() {
  return useQuery(getCampusQueryOptions());
}
