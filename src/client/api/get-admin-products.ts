import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { AdminProduct } from '#shared/schemas/product.ts';

export const adminProductsQueryKey = ['admin', 'products'] as const;

/** GET /api/admin/products: every product on sale with its sizes (admin only). */
export function getAdminProducts(): Promise<AdminProduct[]> {
  return getJson<AdminProduct[]>('/api/admin/products');
}

export function getAdminProductsQueryOptions() {
  return queryOptions({ queryKey: adminProductsQueryKey, queryFn: getAdminProducts, staleTime: 0 });
}

export function useAdminProducts() {
  return useQuery(getAdminProductsQueryOptions());
}
