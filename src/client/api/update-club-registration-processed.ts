import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/club-registrations/{id}/processed { processed }: the mark records now and the admin's name. */
export function updateClubRegistrationProcessed({ id, processed }: { id: number; processed: boolean }): Promise<ProcessedMark> {
  return callEndpoint(clubRegistrationsAdminEndpoints.markProcessed, { params: { id }, body: { processed } });
}

export const useUpdateClubRegistrationProcessed = () =>
  useInvalidatingMutation(updateClubRegistrationProcessed, [clubRegistrationsQueryKey, adminCountsQueryKey]);
