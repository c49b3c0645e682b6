import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { cartCount, useCart } from '#client/features/cart/cart-store.ts';
import { cartButtonMessages } from '#client/features/cart/button-strings.ts';
import { useMessages } from '#client/lib/i18n.ts';

// The panel's code and, on a Spanish or French page, its texts and the forms' (the customer form's errors): fetched
// when the button is approached (pointer or focus), so the panel opens without waiting on a fast connection.
const loadPanel = withTexts(['forms', 'zod', 'cart', 'payment'], () => import('#client/features/cart/components/cart-panel.tsx'));
const CartPanel = lazy(loadPanel);

// Who else may open the panel (e.g. the shop after adding an item): a tiny shared flag.
let panelOpen = false;
const openListeners = new Set<() => void>();
function setPanelOpen(open: boolean) {
  panelOpen = open;
  for (const l of openListeners) l();
}
export const openCartPanel = () => setPanelOpen(true);
const subscribe = (l: () => void) => {
  openListeners.add(l);
  return () => {
    openListeners.delete(l);
  };
};

/** The header's cart button with its count badge; the panel itself is a lazy chunk loaded on first open. */
export function CartButton() {
  const t = useMessages(cartButtonMessages);
  const count = cartCount(useCart());
  const open = useSyncExternalStore(subscribe, () => panelOpen, () => false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (open && !loaded) setLoaded(true);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="relative rounded-md p-2 text-stone-700 hover:bg-stone-100"
        aria-label={t.openCart(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setPanelOpen(true)}
      >
        <ShoppingCart className="h-6 w-6" aria-hidden />
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="cart-count"
            className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <CartPanel open={open} onOpenChange={setPanelOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
