import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '#client/api/get-orders.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deleteOrder(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/orders/${id}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }) });
}
