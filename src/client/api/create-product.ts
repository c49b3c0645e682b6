import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductsQueryKey } from '#client/api/get-admin-products.ts';
import type { AdminProduct, ProductInput } from '#shared/schemas/product.ts';
import { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export function createProduct(input: ProductInput): Promise<AdminProduct> {
  return callEndpoint(productsAdminEndpoints.create, { body: input });
}

/** A product change refreshes the admin list and the public shop's list and sizes. */
export function invalidateProducts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateProducts(queryClient) });
}
