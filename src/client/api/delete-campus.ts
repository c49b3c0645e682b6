import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/campus/{id} (its registrations go with it, and off the Inscr. Campus to-do badge). */
export function deleteCampus(id: number): Promise<void> {
  return callEndpoint(campusAdminEndpoints.remove, { params: { id } });
}

export function useDeleteCampus() {
  return useInvalidatingMutation(deleteCampus, [adminCampusQueryKey, publicCampusQueryKey, campusRegistrationsQueryKey, adminCountsQueryKey]);
}
