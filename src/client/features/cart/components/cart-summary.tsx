import { type CartItem, cartTotalCents } from '#client/features/cart/cart-store.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatEuros } from '#shared/money.ts';

/** The cart's total line (the cart panel and /checkout). */
export function CartTotal({ items, className }: { items: CartItem[]; className?: string }) {
  const s = useMessages(cartMessages);
  const base = 'flex justify-between border-t border-stone-200 pt-3 text-lg font-bold text-stone-900';
  return (
    <p className={className ? `${className} ${base}` : base}>
      <span>{s.total}</span>
      <span data-testid="cart-total">{formatEuros(cartTotalCents(items), pageLocale)}</span>
    </p>
  );
}
