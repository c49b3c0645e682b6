import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { adminErasureRequestsQuery } from '#client/api/get-admin-erasure-requests.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/erasure-requests/{id}/dismiss: the request is set aside, nothing is erased. */
export const dismissErasureRequest = (id: number) => callEndpoint(backOfficeEndpoints.dismissErasure, { params: { id } });

export const useDismissErasureRequest = () => useInvalidatingMutation(dismissErasureRequest, [adminErasureRequestsQuery.queryKey, adminCountsQueryKey]);
