import { jsonQuery } from '#client/lib/queries.ts';
import type { AdminCounts } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/counts: the to-do badges of the admin's tabs (refreshed by every processed mark). */
export const adminCountsQuery = jsonQuery<AdminCounts>(['admin', 'counts'], '/api/admin/counts', { staleTime: 0 });
export const adminCountsQueryKey = adminCountsQuery.queryKey;
