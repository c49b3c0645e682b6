import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The shop's orders in the back office. */
export const ordersAdminEndpoints = defineEndpoints('ordersAdmin', {
  list: ['GET', '/api/orders'],
  page: ['GET', '/api/admin/orders'],
  updateStatus: ['PATCH', '/api/orders/:id'],
  remove: ['DELETE', '/api/orders/:id'],
  addItem: ['POST', '/api/order-items'],
});
