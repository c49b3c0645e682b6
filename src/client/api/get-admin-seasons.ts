import { jsonQuery } from '#client/lib/queries.ts';
import type { AdminSeason } from '#shared/schemas/season-admin.ts';

export const adminSeasonsQueryKey = ['admin', 'seasons'] as const;

/** GET /api/admin/seasons: every season, newest first, with its registration counts and which one is open. */
const adminSeasonsQuery = jsonQuery<AdminSeason[]>(adminSeasonsQueryKey, '/api/admin/seasons', { staleTime: 0 });
export const getAdminSeasonsQueryOptions = adminSeasonsQuery.options;
export const useAdminSeasons = adminSeasonsQuery.useQuery;
