import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput } from '#shared/schemas/order.ts';
import { shopEndpoints } from '#shared/endpoints/shop.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/orders: reports the paid intent; the server verifies it with the provider and answers the order id. */
export function createOrder(input: CreateOrderInput): Promise<{ id: number; status: string; totalAmount: string }> {
  return callEndpoint(shopEndpoints.order, { body: input });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Stock changed: the shop's sizes are read again next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
