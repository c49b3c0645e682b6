import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { productMessages } from '#shared/schemas/product.ts';
import { notFound } from '#server/http-error.ts';
import { listProducts, listSizes, productExists } from '#server/features/products/repository.ts';
import { productsEndpoints } from '#shared/endpoints/products.ts';
import { productsResponses } from '#shared/endpoints/products-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, productsEndpoints.list, { schema: { response: { 200: productsResponses.list } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'products', () => listProducts(app.db)),
  );
  route(
    r,
    productsEndpoints.sizes,
    { schema: { params: idParam, response: { 200: productsResponses.sizes } } },
    async (request) => {
      if (!(await productExists(app.db, request.params.id))) throw notFound(productMessages.notFound);
      // A read never writes: expired reservations go back on sale by the sweep's timer (issue 10 item 15).
      return listSizes(app.db, request.params.id);
    },
  );
}
