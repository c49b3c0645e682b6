import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSessionQueryKey } from '#client/api/get-admin-session.ts';
import { setAdminFlag } from '#client/lib/admin-flag.ts';
import { callEndpoint, setCsrfToken } from '#client/lib/api-client.ts';
import type { LoginInput, LoginResult } from '#shared/schemas/admin.ts';
import { sessionEndpoints } from '#shared/endpoints/session.ts';

/**
 * POST /api/admin/login (SPEC §5: username and password; with two-factor sign-in on, also a code or a recovery code,
 * and whether to remember the browser). A 401 whose body says `secondFactor` asks for the code (decision 190).
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return callEndpoint(sessionEndpoints.login, { body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      setCsrfToken(result.csrfToken);
      setAdminFlag();
      // The login answers SPEC's {username, csrfToken}; the back office asks for the whole session (role, 2FA).
      queryClient.removeQueries({ queryKey: adminSessionQueryKey });
    },
  });
}
