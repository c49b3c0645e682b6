
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { familyCall } from '#client/api/family-session.ts';

/** POST /api/family/waitlist/:id/leave: the family leaves one of its waiting-list entries → {message}. */
export function leaveFamilyWaitlist(id: number): Promise<{ message: string }> {
  return familyCall(familyEndpoints.leaveWaitlist, { params: { id } });
}

export const useLeaveFamilyWaitlist = () => useInvalidatingMutation(leaveFamilyWaitlist, [familyRecordsQueryKey]);
