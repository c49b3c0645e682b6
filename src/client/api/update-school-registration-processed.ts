import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/school-registrations/{id}/processed { processed }: the mark records now and the admin's name. */
export function updateSchoolRegistrationProcessed({ id, processed }: { id: number; processed: boolean }): Promise<ProcessedMark> {
  return callEndpoint(schoolRegistrationsAdminEndpoints.markProcessed, { params: { id }, body: { processed } });
}

export const useUpdateSchoolRegistrationProcessed = () =>
  useInvalidatingMutation(updateSchoolRegistrationProcessed, [schoolRegistrationsQueryKey, adminCountsQueryKey]);
