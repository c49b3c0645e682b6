import { familyJson } from '#client/api/family-session.ts';
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { pageLocale } from '#client/lib/i18n.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/family/campus-sign-ups/:id/cancel: cancelled (and refunded when paid) → {message}. */
export function cancelFamilyCampusSignUp(id: number): Promise<{ message: string }> {
  return familyJson('POST', `/api/family/campus-sign-ups/${id}/cancel`, { locale: pageLocale });
}

export const useCancelFamilyCampusSignUp = () => useInvalidatingMutation(cancelFamilyCampusSignUp, [familyRecordsQueryKey]);
