import { jsonQuery } from '#client/lib/queries.ts';
import type { Product } from '#shared/schemas/product.ts';

export const productsQueryKey = ['products'] as const;

/** GET /api/products. */
const productsQuery = jsonQuery<Product[]>(productsQueryKey, '/api/products');
export const getProductsQueryOptions = productsQuery.options;
export const useProducts = productsQuery.useQuery;
