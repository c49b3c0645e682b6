import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The shop's products in the back office. */
export const productsAdminEndpoints = defineEndpoints('productsAdmin', {
  list: ['GET', '/api/admin/products'],
  create: ['POST', '/api/products'],
  update: ['PATCH', '/api/products/:id'],
  remove: ['DELETE', '/api/products/:id'],
  addSize: ['POST', '/api/products/:id/sizes'],
  removeSize: ['DELETE', '/api/product-sizes/:id'],
});
