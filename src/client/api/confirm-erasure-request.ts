import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { adminErasureRequestsQuery } from '#client/api/get-admin-erasure-requests.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/erasure-requests/{id}/confirm: the family's personal data is erased (irreversible). */
export const confirmErasureRequest = (id: number) => callEndpoint(backOfficeEndpoints.confirmErasure, { params: { id } });

export const useConfirmErasureRequest = () => useInvalidatingMutation(confirmErasureRequest, [adminErasureRequestsQuery.queryKey, adminCountsQueryKey]);
