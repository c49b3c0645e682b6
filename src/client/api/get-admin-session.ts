import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson, setCsrfToken } from '#client/lib/api-client.ts';
import type { AdminSession } from '#shared/schemas/admin.ts';

export const adminSessionQueryKey = ['admin', 'session'] as const;

/** GET /api/admin/session: the session, or null without one (SPEC §7: a 401 may return null). */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    const session = await getJson<AdminSession>('/api/admin/session');
    setCsrfToken(session.csrfToken);
    return session;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      setCsrfToken(undefined);
      return null;
    }
    throw err;
  }
}

export function getAdminSessionQueryOptions() {
  return queryOptions({ queryKey: adminSessionQueryKey, queryFn: getAdminSession, gcTime: 0 });
}

export function useAdminSession() {
  return useQuery(getAdminSessionQueryOptions());
}
