import { adminSeasonsQueryKey } from '#client/api/get-admin-seasons.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/seasons/{id}: only a season nothing depends on (409 in Catalan saying what does). */
export function deleteSeason(id: number): Promise<void> {
  return callEndpoint(seasonsAdminEndpoints.remove, { params: { id } });
}

export function useDeleteSeason() {
  return useInvalidatingMutation(deleteSeason, [adminSeasonsQueryKey, seasonsQueryKey]);
}
