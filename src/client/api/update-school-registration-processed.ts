import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';

/** PATCH /api/school-registrations/{id}/processed { processed }: the mark records now and the admin's name. */
export function updateSchoolRegistrationProcessed({ id, processed }: { id: number; processed: boolean }): Promise<ProcessedMark> {
  return sendJson<ProcessedMark>('PATCH', `/api/school-registrations/${id}/processed`, { processed });
}

export const useUpdateSchoolRegistrationProcessed = () =>
  useInvalidatingMutation(updateSchoolRegistrationProcessed, [schoolRegistrationsQueryKey, adminCountsQueryKey]);
