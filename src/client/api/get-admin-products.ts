
import { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const adminProductsQueryKey = ['admin', 'products'] as const;

/** GET /api/admin/products: every product on sale with its sizes (admin only). */
const adminProductsQuery = endpointQuery(adminProductsQueryKey, productsAdminEndpoints.list, { staleTime: 0 });
export const getAdminProductsQueryOptions = adminProductsQuery.options;
export const useAdminProducts = adminProductsQuery.useQuery;
