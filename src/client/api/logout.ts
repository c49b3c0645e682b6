import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSessionQueryKey } from '#client/api/get-admin-session.ts';
import { clearAdminFlag } from '#client/lib/admin-flag.ts';
import { callEndpoint, setCsrfToken } from '#client/lib/api-client.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';

/** POST /api/admin/logout: the server destroys the session; the flag goes whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(sessionEndpoints.logout);
  } finally {
    setCsrfToken(undefined);
    clearAdminFlag();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Admin data leaves the cache; the session becomes "none", which sends the dashboard to the login.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'admin' && q.queryKey[1] !== 'session' });
      queryClient.setQueryData(adminSessionQueryKey, null);
    },
  });
}
