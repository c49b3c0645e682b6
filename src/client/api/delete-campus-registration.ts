import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/campus-registrations/{id}: frees the place (counts, places left and the tab's to-do badge refresh). */
export function deleteCampusRegistration(id: number): Promise<void> {
  return callEndpoint(campusAdminEndpoints.removeRegistration, { params: { id } });
}

export function useDeleteCampusRegistration() {
  return useInvalidatingMutation(deleteCampusRegistration, [campusRegistrationsQueryKey, adminCampusQueryKey, publicCampusQueryKey, adminCountsQueryKey]);
}
