import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { SeasonCreateValues } from '#shared/schemas/season-admin.ts';
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/seasons: a new season, closed for registrations (400 with field errors on a bad label or dates). */
export function createSeason(input: SeasonCreateValues): Promise<{ id: number }> {
  return callEndpoint(seasonsAdminEndpoints.create, { body: input });
}

export function useCreateSeason() {
  return useInvalidatingMutation(createSeason, [adminSeasonsQueryKey]);
}
