import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#shared/schemas/common.ts';
import {
  adminProductSchema,
  deleteProductResponseSchema,
  productInputSchema,
  productSizeSchema,
  productUpdateSchema,
  sizeInputSchema,
} from '#shared/schemas/product.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { addSize, createProduct, deleteProduct, deleteSize, listAdminProducts, updateProduct } from '#server/features/products/service.ts';

/** Back-office product routes (registered inside the guarded admin scope). */
export async function adminProductRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin/products', { config: { permission: 'products.read' }, schema: { response: { 200: z.array(adminProductSchema) } } }, () => listAdminProducts(app.db));
  r.post(
    '/products',
    { config: { permission: 'products.write' }, bodyLimit: imageFormBodyLimit, schema: { body: productInputSchema, response: { 201: adminProductSchema } } },
    async (request, reply) => reply.code(201).send(await createProduct(app.db, request.body)),
  );
  r.patch(
    '/products/:id',
    { config: { permission: 'products.write' }, bodyLimit: imageFormBodyLimit, schema: { params: idParam, body: productUpdateSchema, response: { 200: adminProductSchema } } },
    (request) => updateProduct(app.db, request.params.id, request.body),
  );
  r.delete(
    '/products/:id',
    {
      config: { permission: 'products.write' },
      schema: {
        params: idParam,
        // SPEC's client sends ?force=true; sales are never deleted whatever it says.
        querystring: z.object({ force: z.string().max(10).optional() }),
        response: { 200: deleteProductResponseSchema },
      },
    },
    (request) => deleteProduct(app.db, request.params.id),
  );
  r.post(
    '/products/:id/sizes',
    { config: { permission: 'products.write', auditEntity: 'product_sizes' }, schema: { params: idParam, body: sizeInputSchema, response: { 201: productSizeSchema } } },
    async (request, reply) => reply.code(201).send(await addSize(app.db, request.params.id, request.body)),
  );
  r.delete('/product-sizes/:id', { config: { permission: 'products.write' }, schema: { params: idParam } }, async (request, reply) => {
    await deleteSize(app.db, request.params.id);
    return reply.code(204).send();
  });
}
