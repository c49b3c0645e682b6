import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import type { CampusInput } from '#shared/schemas/campus.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus. */
export function createCampus(input: CampusInput): Promise<{ id: number }> {
  return callEndpoint(campusAdminEndpoints.create, { body: input });
}

export function useCreateCampus() {
  return useInvalidatingMutation(createCampus, [adminCampusQueryKey, publicCampusQueryKey]);
}
