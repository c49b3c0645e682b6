import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ShareButton } from '#client/components/ui/share-button.tsx';
import { ProductImage } from '#client/features/shop/components/product-image.tsx';
import { shopMessages } from '#client/features/shop/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { itemPath } from '#shared/item-links.ts';
import { formatPrice } from '#shared/money.ts';
import type { Product } from '#shared/schemas/product.ts';

/** The product detail dialog: big image, category, description, price, and the add button. */
export function ProductDetailsDialog({
  product,
  onOpenChange,
  onAdd,
}: {
  product: Product | null;
  onOpenChange: (open: boolean) => void;
  onAdd: (product: Product) => void;
}) {
  const s = useMessages(shopMessages);
  return (
    <Dialog.Root open={product !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-xl">
          {product ? (
            <>
              <ProductImage product={product} size="large" eager className="rounded-t-xl" />
              <div className="space-y-3 p-6">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{product.category}</p>
                <Dialog.Title className="text-2xl font-bold text-stone-900">{product.name}</Dialog.Title>
                <Dialog.Description className="whitespace-pre-line text-stone-700">{product.description}</Dialog.Description>
                <p className="text-2xl font-bold text-stone-900">{formatPrice(product.price, pageLocale)}</p>
                {!product.inStock ? <p className="font-semibold text-red-800">{s.outOfStock}</p> : null}
                <div className="flex flex-wrap gap-2 pt-2">
                  <button
                    type="button"
                    disabled={!product.inStock}
                    onClick={() => onAdd(product)}
                    className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
                  >
                    {product.inStock ? s.add : s.outOfStock}
                  </button>
                  <Dialog.Close className="rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-50">
                    {s.close}
                  </Dialog.Close>
                  <ShareButton title={product.name} path={itemPath('product', product)} />
                </div>
              </div>
              <Dialog.Close className="absolute right-3 top-3 rounded-full bg-white/90 p-1 text-stone-700 hover:bg-white" aria-label={s.close}>
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
