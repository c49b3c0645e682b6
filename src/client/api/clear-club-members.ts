import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { clubMembersQueryKey } from '#client/api/get-club-members.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** DELETE /api/club-members: empties the member list. */
export function clearClubMembers(): Promise<void> {
  return sendJson<void>('DELETE', '/api/club-members');
}

export function useClearClubMembers() {
  return useInvalidatingMutation(clearClubMembers, [clubMembersQueryKey, campusRegistrationsQueryKey]);
}
