import { type CartItem, cartTotalCents } from '#client/features/cart/cart-store.ts';
import type { useCheckout } from '#client/features/cart/hooks/use-checkout.ts';
import { cartStrings as s } from '#client/features/cart/strings.ts';
import { formatEuros } from '#shared/money.ts';

/** The cart's total line (the cart panel and /checkout). */
export function CartTotal({ items, className }: { items: CartItem[]; className?: string }) {
  const base = 'flex justify-between border-t border-stone-200 pt-3 text-lg font-bold text-stone-900';
  return (
    <p className={className ? `${className} ${base}` : base}>
      <span>{s.total}</span>
      <span data-testid="cart-total">{formatEuros(cartTotalCents(items))}</span>
    </p>
  );
}

/** The button that asks for the payment (then the card form replaces it); `label` is its text while idle. */
export function StartPaymentButton({ checkout, label }: { checkout: ReturnType<typeof useCheckout>; label: string }) {
  return (
    <button
      type="button"
      disabled={checkout.starting}
      onClick={() => void checkout.start()}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {checkout.starting ? s.starting : label}
    </button>
  );
}
