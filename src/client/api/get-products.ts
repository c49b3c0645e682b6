
import { productsEndpoints } from '#shared/endpoints/products.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const productsQueryKey = ['products'] as const;

/** GET /api/products. */
const productsQuery = endpointQuery(productsQueryKey, productsEndpoints.list);
export const getProductsQueryOptions = productsQuery.options;
export const useProducts = productsQuery.useQuery;
