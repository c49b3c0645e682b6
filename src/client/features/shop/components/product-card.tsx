import { ShoppingCart } from 'lucide-react';
import { ProductImage } from '#client/features/shop/components/product-image.tsx';
import { shopMessages } from '#client/features/shop/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatPrice } from '#shared/money.ts';
import type { Product } from '#shared/schemas/product.ts';

export const needsCustomising = (p: Product) => p.requiresNumber || p.requiresName || p.requiresSizes;

/** One product in the grid: image, name, category, price, stock state; details and add buttons. */
export function ProductCard({
  product,
  eager,
  priority = false,
  onIntent,
  onDetails,
  onAdd,
}: {
  product: Product;
  eager: boolean;
  /** The first card: its image is fetched before the others (see ProductImage). */
  priority?: boolean;
  /** The pointer or the focus came to the card: its dialogs' code can be fetched. */
  onIntent?: () => void;
  onDetails: () => void;
  onAdd: () => void;
}) {
  const s = useMessages(shopMessages);
  const headingId = `product-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        <ProductImage product={product} size="small" eager={eager} priority={priority} />
        {!product.inStock ? (
          <span className="absolute left-3 top-3 rounded-full bg-stone-900 px-3 py-1 text-xs font-bold uppercase text-white">
            {s.outOfStock}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{product.category}</p>
        <h2 id={headingId} className="mt-1 text-lg font-semibold text-stone-900">
          {product.name}
        </h2>
        {needsCustomising(product) ? <p className="text-sm text-stone-600">{s.customisable}</p> : null}
        <p className="mt-2 text-xl font-bold text-stone-900">{formatPrice(product.price, pageLocale)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <button
            type="button"
            onClick={onDetails}
            aria-label={s.detailsOf({ name: product.name })}
            className="rounded-md border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50"
          >
            {s.details}
          </button>
          <button
            type="button"
            onClick={onAdd}
            disabled={!product.inStock}
            aria-label={product.inStock ? s.addOf({ name: product.name }) : s.outOfStockOf({ name: product.name })}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
          >
            <ShoppingCart className="h-4 w-4" aria-hidden />
            {product.inStock ? s.add : s.outOfStock}
          </button>
        </div>
      </div>
    </article>
  );
}
