import { z } from 'zod';
import type { productsEndpoints } from '#shared/endpoints/products.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { productSchema, productSizeSchema } from '#shared/schemas/product.ts';

export const productsResponses = {
  list: z.array(productSchema),
  sizes: z.array(productSizeSchema),
} satisfies ResponsesOf<typeof productsEndpoints>;
