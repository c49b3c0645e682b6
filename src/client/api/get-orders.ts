import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Order } from '#shared/schemas/order.ts';

export const ordersQueryKey = ['admin', 'orders'] as const;

/** GET /api/orders (admin): orders with their lines and each line's product. */
export function getOrders(): Promise<Order[]> {
  return getJson<Order[]>('/api/orders');
}

export function getOrdersQueryOptions() {
  return queryOptions({ queryKey: ordersQueryKey, queryFn: getOrders, staleTime: 0 });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
