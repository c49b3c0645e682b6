import { jsonQuery } from '#client/lib/queries.ts';
import type { Order } from '#shared/schemas/order.ts';

export const ordersQueryKey = ['admin', 'orders'] as const;

/** GET /api/orders (admin): orders with their lines and each line's product. */
const ordersQuery = jsonQuery<Order[]>(ordersQueryKey, '/api/orders', { staleTime: 0 });
export const getOrdersQueryOptions = ordersQuery.options;
export const useOrders = ordersQuery.useQuery;
