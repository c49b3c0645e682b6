import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyJson, setFamilyCsrfToken } from '#client/api/family-session.ts';
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';

/** POST /api/family/session {token}: the e-mailed link's token becomes the session (an httpOnly cookie). */
export async function createFamilySession(token: string): Promise<void> {
  const session = await familyJson<{ csrfToken: string }>('POST', '/api/family/session', { token });
  setFamilyCsrfToken(session.csrfToken);
}

export function useCreateFamilySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFamilySession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyRecordsQueryKey }),
  });
}
