import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyCall, setFamilyCsrfToken } from '#client/api/family-session.ts';
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';

/** POST /api/family/session {token}: the e-mailed link's token becomes the session (an httpOnly cookie). */
export async function createFamilySession(token: string): Promise<void> {
  const session = await familyCall(familyEndpoints.signIn, { body: { token } });
  setFamilyCsrfToken(session.csrfToken);
}

export function useCreateFamilySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFamilySession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyRecordsQueryKey }),
  });
}
