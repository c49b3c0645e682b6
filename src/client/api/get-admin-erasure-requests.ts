import { jsonQuery } from '#client/lib/queries.ts';
import type { ErasureRequestRow } from '#shared/schemas/family.ts';

/** GET /api/admin/erasure-requests: every request (pending first); the Missatges tab shows the pending ones. */
export const adminErasureRequestsQuery = jsonQuery<ErasureRequestRow[]>(['admin', 'erasure-requests'], '/api/admin/erasure-requests', {
  staleTime: 0,
});
