import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { SeasonCreateValues } from '#shared/schemas/season-admin.ts';
import type { Season } from '#shared/schemas/season.ts';
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * PUT /api/seasons/{id}: a season's label and dates corrected (400 with field errors as when creating one; 409 when
 * matches would be left outside every season).
 */
export function updateSeason({ id, data }: { id: number; data: SeasonCreateValues }): Promise<Season> {
  return callEndpoint(seasonsAdminEndpoints.update, { params: { id }, body: data });
}

/** Refreshes the admin's seasons and the public ones (the selectors and the open season, under ['seasons']). */
export function useUpdateSeason() {
  return useInvalidatingMutation(updateSeason, [adminSeasonsQueryKey, seasonsQueryKey]);
}
