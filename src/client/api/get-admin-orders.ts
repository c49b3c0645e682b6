import { ordersQueryKey } from '#client/api/get-orders.ts';
import { useTablePageQuery } from '#client/lib/queries.ts';
import { type TablePage, type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';
import type { Order, OrderStatus } from '#shared/schemas/order.ts';

/** GET /api/admin/orders (decision 158): one page of the orders, with their lines, of one status or all. */
export const useAdminOrders = (query: TableQuery, status: OrderStatus | undefined) =>
  useTablePageQuery<TablePage<Order>>(ordersQueryKey, `/api/admin/orders${tableSearchParams(query, { status })}`);
