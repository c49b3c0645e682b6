import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import type { CampusPatch } from '#shared/schemas/campus.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/campus/{id}: the active switch. Update calls carry id and data (SPEC §7). */
export function updateCampus({ id, data }: { id: number; data: CampusPatch }): Promise<void> {
  return callEndpoint(campusAdminEndpoints.setActive, { params: { id }, body: data });
}

export function useUpdateCampus() {
  return useInvalidatingMutation(updateCampus, [adminCampusQueryKey, publicCampusQueryKey]);
}
