import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { ordersQueryKey } from '#client/api/get-orders.ts';
import type { Order, OrderStatus } from '#shared/schemas/order.ts';
import { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/orders/{id} {status}: pending → paid → ready → completed, or cancelled. */
export function updateOrderStatus({ id, status }: { id: number; status: OrderStatus }): Promise<Order> {
  return callEndpoint(ordersAdminEndpoints.updateStatus, { params: { id }, body: { status } });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        // Cancelling gives stock back.
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
        // The Comandes badge counts the orders still to prepare.
        queryClient.invalidateQueries({ queryKey: adminCountsQueryKey }),
      ]),
  });
}
