import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProducts } from '#client/api/create-product.ts';
import { sendJson } from '#client/lib/api-client.ts';
import type { AdminProduct, ProductUpdate } from '#shared/schemas/product.ts';

/** PATCH /api/products/{id}: the fields, and the sizes (replaced in one transaction, ids kept by name). */
export function updateProduct({ id, data }: { id: number; data: ProductUpdate }): Promise<AdminProduct> {
  return sendJson<AdminProduct>('PATCH', `/api/products/${id}`, data);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateProducts(queryClient) });
}
