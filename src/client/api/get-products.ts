import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { Product } from '#shared/schemas/product.ts';

export const productsQueryKey = ['products'] as const;

export function getProducts(): Promise<Product[]> {
  return getJson<Product[]>('/api/products');
}

export function getProductsQueryOptions() {
  return queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });
}

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
