import { ordersQueryKey } from '#client/api/get-orders.ts';
import { useEndpointTablePage } from '#client/lib/queries.ts';
import { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import { type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';
import type { OrderStatus } from '#shared/schemas/order.ts';

/** GET /api/admin/orders (decision 158): one page of the orders, with their lines, of one status or all. */
export const useAdminOrders = (query: TableQuery, status: OrderStatus | undefined) =>
  useEndpointTablePage(ordersQueryKey, ordersAdminEndpoints.page, tableSearchParams(query, { status }));
