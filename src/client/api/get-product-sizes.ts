import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSize } from '#shared/schemas/product.ts';
import { productsEndpoints } from '#shared/endpoints/products.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const productSizesQueryKey = (productId: number) => ['products', productId, 'sizes'] as const;

/** SPEC §8: a size load failure leaves the list empty and is only logged. */
export async function getProductSizes(productId: number): Promise<ProductSize[]> {
  try {
    return await callEndpoint(productsEndpoints.sizes, { params: { id: productId } });
  } catch (err) {
    console.warn('No s’han pogut carregar les talles', err);
    return [];
  }
}

export function getProductSizesQueryOptions(productId: number) {
  // Stock changes as others buy: read it again every time the dialog opens.
  return queryOptions({ queryKey: productSizesQueryKey(productId), queryFn: () => getProductSizes(productId), staleTime: 0 });
}

export function useProductSizes(productId: number, enabled: boolean) {
  return useQuery({ ...getProductSizesQueryOptions(productId), enabled, refetchOnMount: 'always' });
}
