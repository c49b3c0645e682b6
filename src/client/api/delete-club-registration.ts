import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/club-registrations/{id}: one still to do also leaves the tab's to-do badge. */
export function deleteClubRegistration(id: number): Promise<void> {
  return callEndpoint(clubRegistrationsAdminEndpoints.remove, { params: { id } });
}

export function useDeleteClubRegistration() {
  return useInvalidatingMutation(deleteClubRegistration, [clubRegistrationsQueryKey, adminSeasonsQueryKey, adminCountsQueryKey]);
}
