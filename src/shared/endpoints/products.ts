import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

export const productsEndpoints = defineEndpoints('products', {
  list: ['GET', '/api/products'],
  sizes: ['GET', '/api/products/:id/sizes'],
});
