import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { clubMembersQueryKey } from '#client/api/get-club-members.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/club-members/{id}: takes one member off the list. */
export function deleteClubMember(id: number): Promise<void> {
  return callEndpoint(membersEndpoints.remove, { params: { id } });
}

export function useDeleteClubMember() {
  return useInvalidatingMutation(deleteClubMember, [clubMembersQueryKey, campusRegistrationsQueryKey]);
}
