import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { openSeasonQueryKey } from '#client/api/get-open-season.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * PUT /api/admin/seasons/open: opens this season for registrations (closing the one before); null closes them. The
 * Inscr. Club and Inscr. Escoles badges count the open season's registrations, so they refresh too.
 */
export function setOpenSeason(seasonId: number | null): Promise<void> {
  return callEndpoint(seasonsAdminEndpoints.open, { body: { seasonId } });
}

export function useSetOpenSeason() {
  return useInvalidatingMutation(setOpenSeason, [adminSeasonsQueryKey, openSeasonQueryKey, adminCountsQueryKey]);
}
