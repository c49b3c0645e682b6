import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import type { CampusInput } from '#shared/schemas/campus.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PUT /api/campus/{id}: the whole campus, as the form sends it (decision 157). Update calls carry id and data. */
export function editCampus({ id, data }: { id: number; data: CampusInput }): Promise<void> {
  return callEndpoint(campusAdminEndpoints.update, { params: { id }, body: data });
}

export function useEditCampus() {
  return useInvalidatingMutation(editCampus, [adminCampusQueryKey, publicCampusQueryKey]);
}
