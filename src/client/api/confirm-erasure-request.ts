import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { adminErasureRequestsQuery } from '#client/api/get-admin-erasure-requests.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/admin/erasure-requests/{id}/confirm: the family's personal data is erased (irreversible). */
export const confirmErasureRequest = (id: number) => sendJson<{ message: string }>('POST', `/api/admin/erasure-requests/${id}/confirm`);

export const useConfirmErasureRequest = () => useInvalidatingMutation(confirmErasureRequest, [adminErasureRequestsQuery.queryKey, adminCountsQueryKey]);
