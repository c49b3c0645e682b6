import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProducts } from '#client/api/create-product.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { productsAdminEndpoints } from '#shared/endpoints/products-admin.ts';

/** DELETE /api/products/{id}?force=true: a product with sales is archived instead (its orders stay). */
export function deleteProduct(id: number): Promise<{ archived: boolean; message: string }> {
  return callEndpoint(productsAdminEndpoints.remove, { params: { id }, query: { force: 'true' } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateProducts(queryClient) });
}
