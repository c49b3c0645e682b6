import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#shared/schemas/common.ts';
import {
  productInputSchema,
  productUpdateSchema,
  sizeInputSchema,
} from '#shared/schemas/product.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { addSize, createProduct, deleteProduct, deleteSize, listAdminProducts, updateProduct } from '#server/features/products/service.ts';
import { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';
import { productsAdminResponses } from '#shared/endpoints/products-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** Back-office product routes (registered inside the guarded admin scope). */
export async function adminProductRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  route(r, productsAdminEndpoints.list, { config: { permission: 'products.read' }, schema: { response: { 200: productsAdminResponses.list } } }, () => listAdminProducts(app.db));
  route(
    r,
    productsAdminEndpoints.create,
    { config: { permission: 'products.write' }, bodyLimit: imageFormBodyLimit, schema: { body: productInputSchema, response: { 201: productsAdminResponses.create } } },
    async (request, reply) => reply.code(201).send(await createProduct(app.db, request.body)),
  );
  route(
    r,
    productsAdminEndpoints.update,
    { config: { permission: 'products.write' }, bodyLimit: imageFormBodyLimit, schema: { params: idParam, body: productUpdateSchema, response: { 200: productsAdminResponses.update } } },
    (request) => updateProduct(app.db, request.params.id, request.body),
  );
  route(
    r,
    productsAdminEndpoints.remove,
    {
      config: { permission: 'products.write' },
      schema: {
        params: idParam,
        // SPEC's client sends ?force=true; sales are never deleted whatever it says.
        querystring: z.object({ force: z.string().max(10).optional() }),
        response: { 200: productsAdminResponses.remove },
      },
    },
    (request) => deleteProduct(app.db, request.params.id),
  );
  route(
    r,
    productsAdminEndpoints.addSize,
    { config: { permission: 'products.write', auditEntity: 'product_sizes' }, schema: { params: idParam, body: sizeInputSchema, response: { 201: productsAdminResponses.addSize } } },
    async (request, reply) => reply.code(201).send(await addSize(app.db, request.params.id, request.body)),
  );
  route(r, productsAdminEndpoints.removeSize, { config: { permission: 'products.write' }, schema: { params: idParam } }, async (request, reply) => {
    await deleteSize(app.db, request.params.id);
    return reply.code(204).send();
  });
}
