import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** DELETE /api/school-registrations/{id}: one still to do also leaves the tab's to-do badge. */
export function deleteSchoolRegistration(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/school-registrations/${id}`);
}

export function useDeleteSchoolRegistration() {
  return useInvalidatingMutation(deleteSchoolRegistration, [schoolRegistrationsQueryKey, adminSeasonsQueryKey, adminCountsQueryKey]);
}
