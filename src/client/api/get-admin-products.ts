import { jsonQuery } from '#client/lib/queries.ts';
import type { AdminProduct } from '#shared/schemas/product.ts';

export const adminProductsQueryKey = ['admin', 'products'] as const;

/** GET /api/admin/products: every product on sale with its sizes (admin only). */
const adminProductsQuery = jsonQuery<AdminProduct[]>(adminProductsQueryKey, '/api/admin/products', { staleTime: 0 });
export const getAdminProductsQueryOptions = adminProductsQuery.options;
export const useAdminProducts = adminProductsQuery.useQuery;
