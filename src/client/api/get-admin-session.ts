import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint, setCsrfToken } from '#client/lib/api-client.ts';
import type { AdminSession } from '#shared/schemas/admin.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';

export const adminSessionQueryKey = ['admin', 'session'] as const;

/** GET /api/admin/session: the session, or null without one (SPEC §7: a 401 may return null). */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    const session = await callEndpoint(sessionEndpoints.current);
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
