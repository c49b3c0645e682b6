import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { ordersQueryKey } from '#client/api/get-orders.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function deleteOrder(id: number): Promise<void> {
  return callEndpoint(ordersAdminEndpoints.remove, { params: { id } });
}

/** A deleted order leaves the list and, if it was still to prepare, the Comandes badge. */
export const useDeleteOrder = () => useInvalidatingMutation(deleteOrder, [ordersQueryKey, adminCountsQueryKey]);
