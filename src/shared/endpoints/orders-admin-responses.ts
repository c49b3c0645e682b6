import { z } from 'zod';
import type { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { tablePageSchema } from '#shared/schemas/admin-table.ts';
import { orderItemSchema, orderSchema } from '#shared/schemas/order.ts';

export const ordersAdminResponses = {
  list: z.array(orderSchema),
  page: tablePageSchema(orderSchema),
  updateStatus: orderSchema,
  remove: null,
  /** The line it added, without the embedded product of the list. */
  addItem: orderItemSchema.omit({ product: true }),
} satisfies ResponsesOf<typeof ordersAdminEndpoints>;
