import { useState } from 'react';
import placeholder from '#client/assets/court-placeholder.svg';
import { useDeleteProduct } from '#client/api/delete-product.ts';
import { useAdminProducts } from '#client/api/get-admin-products.ts';
import { ProductForm } from '#client/features/admin/products/product-form.tsx';
import { AddButton, AdminListTab, CardKicker, ImageCard } from '#client/features/admin/ui/shared-list-tab.tsx';
import { EditDeleteActions, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { productStrings as s } from '#client/features/admin/products/strings.ts';
import { resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';
import { formatPrice } from '#shared/money.ts';
import type { AdminProduct } from '#shared/schemas/product.ts';

/** Admin tab 'Productes' (issue 3 item 10): cards, create and edit with sizes, delete (archive when sold). */
export default function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const canWrite = useCan('products.write');
  const list = products.data ?? [];
  // "One of the existing images": the six most recent distinct images already used by products.
  const existingImages = [...new Set([...list].reverse().map((p) => p.imageUrl).filter(Boolean))].slice(0, 6);

  const onDelete = (product: AdminProduct) =>
    remove.mutate(product.id, {
      onSuccess: (res) => notifySuccess(res.archived ? s.archived : s.deleted, res.message),
      onError: (err) => notifyError(s.deleteError, err),
    });

  return (
    <AdminListTab
      headingId="tab-productes-heading"
      title={s.heading}
      action={canWrite ? <AddButton label={s.add} onClick={() => setEditing('new')} /> : undefined}
      query={products}
      items={list}
      emptyText={s.empty}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      renderRow={(product) => (
        <ImageCard
          key={product.id}
          data-testid="admin-product"
          src={smallVariant(resolveImageRef(product.imageUrl, {}, placeholder))}
          height={320}
          aspect="aspect-[3/2]"
        >
          <CardKicker>{product.category}</CardKicker>
          <h3 className="mt-1 font-semibold text-stone-900">{product.name}</h3>
          <p className="text-sm text-stone-700">
            {formatPrice(product.price)}
            {!product.inStock ? <span className="ml-2 font-semibold text-red-800">{s.outOfStock}</span> : null}
          </p>
          <p className="mt-1 text-xs text-stone-600">
            {[product.requiresNumber ? s.requiresNumber : null, product.requiresName ? s.requiresName : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {product.requiresSizes ? (
            <ul className="mt-2 flex flex-wrap gap-1 text-xs" aria-label={s.sizes}>
              {product.sizes.map((z) => (
                <li key={z.id} className={`rounded px-2 py-0.5 ${z.stock < 1 ? 'bg-red-50 text-red-800' : 'bg-stone-100 text-stone-800'}`}>
                  {z.sizeName}: {s.units(z.stock)}
                </li>
              ))}
            </ul>
          ) : null}
          {canWrite ? (
            <EditDeleteActions
              className="mt-auto flex gap-1 pt-3"
              name={product.name}
              strings={s}
              onEdit={() => setEditing(product)}
              onDelete={() => onDelete(product)}
            />
          ) : null}
        </ImageCard>
      )}
    >
      <EditFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        strings={s}
        form={(product) => <ProductForm product={product} existingImages={existingImages} onDone={() => setEditing(null)} />}
      />
    </AdminListTab>
  );
}
