import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { clubMembersQueryKey } from '#client/api/get-club-members.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/club-members: empties the member list. */
export function clearClubMembers(): Promise<void> {
  return callEndpoint(membersEndpoints.clear);
}

export function useClearClubMembers() {
  return useInvalidatingMutation(clearClubMembers, [clubMembersQueryKey, campusRegistrationsQueryKey]);
}
