import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyCall, setFamilyCsrfToken } from '#client/api/family-session.ts';
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';

/** POST /api/family/sign-out: the server ends the session; the page forgets its records whatever the answer. */
export async function signOutFamily(): Promise<void> {
  try {
    await familyCall(familyEndpoints.signOut);
  } finally {
    setFamilyCsrfToken(undefined);
  }
}

export function useSignOutFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutFamily,
    onSettled: () => queryClient.setQueryData(familyRecordsQueryKey, null),
  });
}
