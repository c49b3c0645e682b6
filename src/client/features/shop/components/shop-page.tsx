import { lazy, Suspense, useState } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { PickupNotice } from '#client/components/ui/pickup-notice.tsx';
import { useProducts } from '#client/api/get-products.ts';
import type { ShopLine } from '#client/features/shop/components/customise-dialog.tsx';
import { needsCustomising, ProductCard } from '#client/features/shop/components/product-card.tsx';
import { shopMessages } from '#client/features/shop/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { useItemRoute, useItemTitle } from '#client/lib/item-route.ts';
import type { Product } from '#shared/schemas/product.ts';

// The dialogs are their own chunks (decision 200), fetched when a card is approached (pointer or focus) or, for the
// details, when the address names a product: the grid's first load carries neither Radix Dialog nor the form code.
const loadDetails = () => import('#client/features/shop/components/product-details-dialog.tsx');
const ProductDetailsDialog = lazy(async () => ({ default: (await loadDetails()).ProductDetailsDialog }));
// The customisation's field errors are shown in the page's language: the forms' texts come with its code.
const loadCustomise = withTexts(['forms', 'zod'], () => import('#client/features/shop/components/customise-dialog.tsx'));
const CustomiseDialog = lazy(async () => ({ default: (await loadCustomise()).CustomiseDialog }));

function Skeletons() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="h-96 animate-pulse rounded-xl bg-stone-100" />
      ))}
    </ul>
  );
}

/** /botiga: the product grid, the detail and customisation dialogs, and the pick-up notice (SPEC §2). */
export function ShopPage({ onAdd }: { onAdd: (line: ShopLine) => void }) {
  const s = useMessages(shopMessages);
  const products = useProducts();
  // The product in the details dialog is the one the address names (/botiga/<id>-<name>, decision 174).
  const link = useItemRoute('product');
  const details = products.data?.find((p) => p.id === link.id) ?? null;
  useItemTitle(details?.name);
  const [customising, setCustomising] = useState<Product | null>(null);
  // Each dialog is mounted from its first use on (so it can close as Radix closes it).
  const [detailsUsed, setDetailsUsed] = useState(false);
  const [customiseUsed, setCustomiseUsed] = useState(false);
  if (details && !detailsUsed) setDetailsUsed(true);
  if (customising && !customiseUsed) setCustomiseUsed(true);

  function add(product: Product) {
    if (!product.inStock) return;
    if (details) link.close();
    if (needsCustomising(product)) {
      setCustomising(product);
      return;
    }
    onAdd({
      productId: product.id,
      sizeId: null,
      name: product.name,
      price: product.price,
      quantity: 1,
      selectedSize: null,
      customNumber: null,
      customName: null,
    });
  }

  const list = products.data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader title={s.title} subtitle={s.subtitle} />
      <PickupNotice className="mx-auto mt-6 max-w-3xl" />
      <div className="mt-10">
        {products.isPending ? (
          <>
            <p role="status" className="sr-only">
              {s.loading}
            </p>
            <Skeletons />
          </>
        ) : products.error ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
            <p>{s.loadError}</p>
            <button type="button" className="mt-3 font-semibold underline" onClick={() => void products.refetch()}>
              {s.retry}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="text-center text-stone-600">{s.empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((product, i) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eager={i < 3}
                  priority={i === 0}
                  onIntent={() => {
                    void loadDetails();
                    if (needsCustomising(product)) void loadCustomise();
                  }}
                  onDetails={() => link.open(product)}
                  onAdd={() => add(product)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {detailsUsed ? (
        <Suspense fallback={null}>
          <ProductDetailsDialog
            product={details}
            onOpenChange={(open) => {
              if (!open) link.close();
            }}
            onAdd={add}
          />
        </Suspense>
      ) : null}
      {customiseUsed ? (
        <Suspense fallback={null}>
          <CustomiseDialog
            product={customising}
            onOpenChange={(open) => {
              if (!open) setCustomising(null);
            }}
            onAdd={(line) => {
              setCustomising(null);
              onAdd(line);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
