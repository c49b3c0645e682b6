
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { pageLocale } from '#client/lib/i18n.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { familyCall } from '#client/api/family-session.ts';

/** POST /api/family/campus-sign-ups/:id/cancel: cancelled (and refunded when paid) → {message}. */
export function cancelFamilyCampusSignUp(id: number): Promise<{ message: string }> {
  return familyCall(familyEndpoints.cancelCampusSignUp, { params: { id }, body: { locale: pageLocale } });
}

export const useCancelFamilyCampusSignUp = () => useInvalidatingMutation(cancelFamilyCampusSignUp, [familyRecordsQueryKey]);
