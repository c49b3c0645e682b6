import { Plus, } from 'lucide-react';
import { useState } from 'react';
import placeholder from '#client/assets/court-placeholder.svg';
import { useDeleteProduct } from '#client/api/delete-product.ts';
import { useAdminProducts } from '#client/api/get-admin-products.ts';
import { ProductForm } from '#client/features/admin/products/product-form.tsx';
import { DeleteWithConfirm, EditButton, EditFormDialog } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState, TabHeader } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { productStrings as s } from '#client/features/admin/products/strings.ts';
import { resolveImageRef, smallVariant } from '#client/lib/image-ref.ts';
import { formatPrice } from '#shared/money.ts';
import type { AdminProduct } from '#shared/schemas/product.ts';

/** Admin tab 'Productes' (issue 3 item 10): cards, create and edit with sizes, delete (archive when sold). */
export default function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const list = products.data ?? [];
  // "One of the existing images": the six most recent distinct images already used by products.
  const existingImages = [...new Set([...list].reverse().map((p) => p.imageUrl).filter(Boolean))].slice(0, 6);

  const onDelete = (product: AdminProduct) =>
    remove.mutate(product.id, {
      onSuccess: (res) => notifySuccess(res.archived ? s.archived : s.deleted, res.message),
      onError: (err) => notifyError(s.deleteError, err),
    });

  return (
    <section aria-labelledby="tab-productes-heading">
      <TabHeader
        id="tab-productes-heading"
        title={s.heading}
        action={
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            {s.add}
          </button>
        }
      />
      <ListState
        isPending={products.isPending}
        error={products.error}
        isEmpty={list.length === 0}
        emptyText={s.empty}
        onRetry={() => void products.refetch()}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((product) => (
            <li key={product.id} className={`${cardClass} flex flex-col overflow-hidden`} data-testid="admin-product">
              <img
                src={smallVariant(resolveImageRef(product.imageUrl, {}, placeholder))}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                className="aspect-[3/2] w-full bg-stone-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{product.category}</p>
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
                      <li
                        key={z.id}
                        className={`rounded px-2 py-0.5 ${z.stock < 1 ? 'bg-red-50 text-red-800' : 'bg-stone-100 text-stone-800'}`}
                      >
                        {z.sizeName}: {s.units(z.stock)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-auto flex gap-1 pt-3">
                  <EditButton label={s.editLabel(product.name)} onClick={() => setEditing(product)} />
                  <DeleteWithConfirm
                    label={s.deleteLabel(product.name)}
                    title={s.confirmTitle}
                    description={s.confirmText(product.name)}
                    onConfirm={() => onDelete(product)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <EditFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle={s.newTitle}
        editTitle={s.editTitle}
        form={(product) => <ProductForm product={product} existingImages={existingImages} onDone={() => setEditing(null)} />}
      />
    </section>
  );
}
