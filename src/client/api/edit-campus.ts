import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { CampusInput } from '#shared/schemas/campus.ts';

/** PUT /api/campus/{id}: the whole campus, as the form sends it (decision 157). Update calls carry id and data. */
export function editCampus({ id, data }: { id: number; data: CampusInput }): Promise<void> {
  return sendJson<void>('PUT', `/api/campus/${id}`, data);
}

export function useEditCampus() {
  return useInvalidatingMutation(editCampus, [adminCampusQueryKey, publicCampusQueryKey]);
}
