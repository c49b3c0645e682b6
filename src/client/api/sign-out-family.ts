import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyJson, setFamilyCsrfToken } from '#client/api/family-session.ts';
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';

/** POST /api/family/sign-out: the server ends the session; the page forgets its records whatever the answer. */
export async function signOutFamily(): Promise<void> {
  try {
    await familyJson<void>('POST', '/api/family/sign-out');
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
