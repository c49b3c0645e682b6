import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { clubMembersQueryKey } from '#client/api/get-club-members.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** DELETE /api/club-members: empties the member list. */
export function clearClubMembers(): Promise<void> {
  return sendJson<void>('DELETE', '/api/club-members');
}

export function useClearClubMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearClubMembers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubMembersQueryKey }),
        queryClient.invalidateQueries({ queryKey: campusRegistrationsQueryKey }),
      ]),
  });
}
