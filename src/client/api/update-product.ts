import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProducts } from '#client/api/create-product.ts';
import type { AdminProduct, ProductUpdate } from '#shared/schemas/product.ts';
import { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/products/{id}: the fields, and the sizes (replaced in one transaction, ids kept by name). */
export function updateProduct({ id, data }: { id: number; data: ProductUpdate }): Promise<AdminProduct> {
  return callEndpoint(productsAdminEndpoints.update, { params: { id }, body: data });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateProducts(queryClient) });
}
