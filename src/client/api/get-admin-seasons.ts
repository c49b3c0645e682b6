
import { seasonsAdminEndpoints } from '#shared/endpoints/seasons-admin.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const adminSeasonsQueryKey = ['admin', 'seasons'] as const;

/** GET /api/admin/seasons: every season, newest first, with its registration counts and which one is open. */
const adminSeasonsQuery = endpointQuery(adminSeasonsQueryKey, seasonsAdminEndpoints.list, { staleTime: 0 });
export const getAdminSeasonsQueryOptions = adminSeasonsQuery.options;
export const useAdminSeasons = adminSeasonsQuery.useQuery;
