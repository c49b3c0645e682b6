import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#shared/schemas/common.ts';
import { productMessages, productSchema, productSizeSchema } from '#shared/schemas/product.ts';
import { notFound } from '#server/http-error.ts';
import { listProducts, listSizes, productExists } from '#server/features/products/repository.ts';

export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/products', { schema: { response: { 200: z.array(productSchema) } } }, (request, reply) =>
    app.publicCache.send(request, reply, 'products', () => listProducts(app.db)),
  );
  r.get(
    '/products/:id/sizes',
    { schema: { params: idParam, response: { 200: z.array(productSizeSchema) } } },
    async (request) => {
      if (!(await productExists(app.db, request.params.id))) throw notFound(productMessages.notFound);
      // A read never writes: expired reservations go back on sale by the sweep's timer (issue 10 item 15).
      return listSizes(app.db, request.params.id);
    },
  );
}
