
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/**
 * GET /api/admin/counts: the to-do badges of the admin's tabs. Every admin write that changes what is to do refreshes
 * it (a processed mark, an order's status, deleting a registration, message, order or campus, opening a season).
 */
export const adminCountsQuery = endpointQuery(['admin', 'counts'], backOfficeEndpoints.counts, { staleTime: 0 });
export const adminCountsQueryKey = adminCountsQuery.queryKey;
