import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { CampusPatch } from '#shared/schemas/campus.ts';

/** PATCH /api/campus/{id}: the active switch. Update calls carry id and data (SPEC §7). */
export function updateCampus({ id, data }: { id: number; data: CampusPatch }): Promise<void> {
  return sendJson<void>('PATCH', `/api/campus/${id}`, data);
}

export function useUpdateCampus() {
  return useInvalidatingMutation(updateCampus, [adminCampusQueryKey, publicCampusQueryKey]);
}
