import { z } from 'zod';
import type { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { adminProductSchema, deleteProductResponseSchema, productSizeSchema } from '#shared/schemas/product.ts';

export const productsAdminResponses = {
  list: z.array(adminProductSchema),
  create: adminProductSchema,
  update: adminProductSchema,
  remove: deleteProductResponseSchema,
  addSize: productSizeSchema,
  removeSize: null,
} satisfies ResponsesOf<typeof productsAdminEndpoints>;
