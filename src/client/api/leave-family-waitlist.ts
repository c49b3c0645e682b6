import { familyJson } from '#client/api/family-session.ts';
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/family/waitlist/:id/leave: the family leaves one of its waiting-list entries → {message}. */
export function leaveFamilyWaitlist(id: number): Promise<{ message: string }> {
  return familyJson('POST', `/api/family/waitlist/${id}/leave`);
}

export const useLeaveFamilyWaitlist = () => useInvalidatingMutation(leaveFamilyWaitlist, [familyRecordsQueryKey]);
