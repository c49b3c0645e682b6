import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSessionQueryKey } from '#client/api/get-admin-session.ts';
import { setAdminFlag } from '#client/lib/admin-flag.ts';
import { sendJson, setCsrfToken } from '#client/lib/api-client.ts';
import type { AdminSession, LoginInput } from '#shared/schemas/admin.ts';

/** POST /api/admin/login: on success the flag is stored (SPEC §4) and the session is known without asking again. */
export function login(input: LoginInput): Promise<AdminSession> {
  return sendJson<AdminSession>('POST', '/api/admin/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      setAdminFlag();
      queryClient.setQueryData(adminSessionQueryKey, session);
    },
  });
}
