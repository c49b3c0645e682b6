import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { adminErasureRequestsQuery } from '#client/api/get-admin-erasure-requests.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/admin/erasure-requests/{id}/dismiss: the request is set aside, nothing is erased. */
export const dismissErasureRequest = (id: number) => sendJson<{ message: string }>('POST', `/api/admin/erasure-requests/${id}/dismiss`);

export const useDismissErasureRequest = () => useInvalidatingMutation(dismissErasureRequest, [adminErasureRequestsQuery.queryKey, adminCountsQueryKey]);
