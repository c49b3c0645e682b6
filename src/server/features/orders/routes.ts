import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import {
  createOrderSchema,
  orderItemInputSchema,
  updateOrderStatusSchema,
} from '#shared/schemas/order.ts';
import { listOrders, pageOrders } from '#server/features/orders/repository.ts';
import { orderTableQuerySchema } from '#shared/schemas/admin-table.ts';
import { addOrderItem, deleteOrder, reportPayment, updateOrderStatus } from '#server/features/orders/service.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { shopEndpoints } from '#shared/endpoints/shop.ts';
import { shopResponses } from '#shared/endpoints/shop-responses.ts';
import { route } from '#server/http/endpoint-route.ts';
import { ordersAdminEndpoints } from '#shared/endpoints/orders-admin.ts';
import { ordersAdminResponses } from '#shared/endpoints/orders-admin-responses.ts';

/** POST /api/orders: the browser reports a payment; the order exists only once the provider confirms it. */
export async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(
    r,
    shopEndpoints.order,
    { config: { limit: publicLimits.form }, schema: { body: createOrderSchema, response: { 200: shopResponses.order, 201: shopResponses.order } } },
    async (request, reply) => {
      const { order, created } = await reportPayment(app, request.body);
      return reply.code(created ? 201 : 200).send(order);
    },
  );
}

/** Back-office order routes (registered inside the guarded admin scope). */
export async function adminOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, ordersAdminEndpoints.list, { config: { permission: 'orders.read', auditRead: 'orders' }, schema: { response: { 200: ordersAdminResponses.list } } }, () => listOrders(app.db));
  // The back office's table (decision 158): one page, searched (name, e-mail, phone), of one status, sorted.
  route(
    r,
    ordersAdminEndpoints.page,
    { config: { permission: 'orders.read', auditRead: 'orders' }, schema: { querystring: orderTableQuerySchema, response: { 200: ordersAdminResponses.page } } },
    (request) => pageOrders(app.db, request.query),
  );
  route(
    r,
    ordersAdminEndpoints.updateStatus,
    { config: { permission: 'orders.write' }, schema: { params: idParam, body: updateOrderStatusSchema, response: { 200: ordersAdminResponses.updateStatus } } },
    (request) => updateOrderStatus(app, request.params.id, request.body.status),
  );
  route(r, ordersAdminEndpoints.remove, { config: { permission: 'orders.write' }, schema: { params: idParam } }, async (request, reply) => {
    await deleteOrder(app, request.params.id);
    return reply.code(204).send();
  });
  route(
    r,
    ordersAdminEndpoints.addItem,
    { config: { permission: 'orders.write' }, schema: { body: orderItemInputSchema, response: { 201: ordersAdminResponses.addItem } } },
    async (request, reply) => reply.code(201).send(await addOrderItem(app, request.body)),
  );
}
