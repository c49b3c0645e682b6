import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { openSeasonQueryKey } from '#client/api/get-open-season.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/**
 * PUT /api/admin/seasons/open: opens this season for registrations (closing the one before); null closes them. The
 * Inscr. Club and Inscr. Escoles badges count the open season's registrations, so they refresh too.
 */
export function setOpenSeason(seasonId: number | null): Promise<void> {
  return sendJson<void>('PUT', '/api/admin/seasons/open', { seasonId });
}

export function useSetOpenSeason() {
  return useInvalidatingMutation(setOpenSeason, [adminSeasonsQueryKey, openSeasonQueryKey, adminCountsQueryKey]);
}
