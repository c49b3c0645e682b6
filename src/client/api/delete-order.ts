import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { ordersQueryKey } from '#client/api/get-orders.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

export function deleteOrder(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/orders/${id}`);
}

/** A deleted order leaves the list and, if it was still to prepare, the Comandes badge. */
export const useDeleteOrder = () => useInvalidatingMutation(deleteOrder, [ordersQueryKey, adminCountsQueryKey]);
