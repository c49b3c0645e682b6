import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/school-registrations/{id}: one still to do also leaves the tab's to-do badge. */
export function deleteSchoolRegistration(id: number): Promise<void> {
  return callEndpoint(schoolRegistrationsAdminEndpoints.remove, { params: { id } });
}

export function useDeleteSchoolRegistration() {
  return useInvalidatingMutation(deleteSchoolRegistration, [schoolRegistrationsQueryKey, adminSeasonsQueryKey, adminCountsQueryKey]);
}
