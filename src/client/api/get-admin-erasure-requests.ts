
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/** GET /api/admin/erasure-requests: every request (pending first); the Missatges tab shows the pending ones. */
export const adminErasureRequestsQuery = endpointQuery(['admin', 'erasure-requests'], backOfficeEndpoints.erasureRequests, {
  staleTime: 0,
});
