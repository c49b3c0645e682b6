import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { CampusInput } from '#shared/schemas/campus.ts';

/** POST /api/campus. */
export function createCampus(input: CampusInput): Promise<{ id: number }> {
  return sendJson<{ id: number }>('POST', '/api/campus', input);
}

export function useCreateCampus() {
  return useInvalidatingMutation(createCampus, [adminCampusQueryKey, publicCampusQueryKey]);
}
