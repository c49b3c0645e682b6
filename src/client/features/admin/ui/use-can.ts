import { useQuery } from '@tanstack/react-query';
import { getAdminSessionQueryOptions } from '#client/api/get-admin-session.ts';
import type { Permission } from '#shared/permissions.ts';

/**
 * Whether the signed-in volunteer's role has this permission (decision 187), read from the session the back office
 * already holds (no request of its own). It only hides the controls the server would refuse — the server decides.
 * Without a session in the cache the answer is no.
 */
export function useCan(permission: Permission): boolean {
  const { data } = useQuery({
    ...getAdminSessionQueryOptions(),
    enabled: false,
    select: (session) => session?.permissions.includes(permission) ?? false,
  });
  return data ?? false;
}
