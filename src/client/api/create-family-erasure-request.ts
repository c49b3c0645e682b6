
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { familyCall } from '#client/api/family-session.ts';

/** POST /api/family/erasure-request {confirm: true}: the admin sees it and confirms it (GDPR art. 17). */
export function createFamilyErasureRequest(): Promise<{ message: string }> {
  return familyCall(familyEndpoints.erasureRequest, { body: { confirm: true } });
}

export const useCreateFamilyErasureRequest = () => useInvalidatingMutation(createFamilyErasureRequest, [familyRecordsQueryKey]);
