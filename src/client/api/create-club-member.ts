import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { clubMembersQueryKey } from '#client/api/get-club-members.ts';
import type { ClubMember, ClubMemberInput } from '#shared/schemas/club-members.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/club-members: one member typed by hand (409 when already listed). */
export function createClubMember(input: ClubMemberInput): Promise<ClubMember> {
  return callEndpoint(membersEndpoints.create, { body: input });
}

export function useCreateClubMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClubMember,
    // The list changes what each sign-up's membership check says.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubMembersQueryKey }),
        queryClient.invalidateQueries({ queryKey: campusRegistrationsQueryKey }),
      ]),
  });
}
