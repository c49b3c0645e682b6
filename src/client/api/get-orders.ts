
import { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const ordersQueryKey = ['admin', 'orders'] as const;

/** GET /api/orders (admin): orders with their lines and each line's product. */
const ordersQuery = endpointQuery(ordersQueryKey, ordersAdminEndpoints.list, { staleTime: 0 });
export const getOrdersQueryOptions = ordersQuery.options;
export const useOrders = ordersQuery.useQuery;
