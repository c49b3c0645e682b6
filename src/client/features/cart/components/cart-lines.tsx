import { Minus, Plus, Trash2 } from 'lucide-react';
import { type CartItem, cart, lineKey, maxLineQuantity } from '#client/features/cart/cart-store.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatEuros, toCents } from '#shared/money.ts';

type Texts = ReturnType<typeof cartMessages.get>;

function details(item: CartItem, s: Texts): string {
  return [
    item.selectedSize ? s.lineSize({ size: item.selectedSize }) : null,
    item.customNumber ? s.lineNumber({ number: item.customNumber }) : null,
    item.customName ? s.lineName({ name: item.customName }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

const iconButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-md border border-stone-300 text-stone-700 hover:bg-stone-100 disabled:opacity-50';

/** The cart's lines: quantity − / + (0 removes the line), remove, and each line's subtotal. */
export function CartLines({ items, disabled = false }: { items: CartItem[]; disabled?: boolean }) {
  const s = useMessages(cartMessages);
  return (
    <ul className="divide-y divide-stone-200" aria-label={s.summaryHeading}>
      {items.map((item) => {
        const key = lineKey(item);
        const extra = details(item, s);
        return (
          <li key={key} className="flex flex-wrap items-center gap-3 py-3" data-testid="cart-line">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">{item.name}</p>
              {extra ? <p className="text-sm text-stone-600">{extra}</p> : null}
              <p className="text-sm text-stone-600">{formatEuros(toCents(item.price), pageLocale)}</p>
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={iconButton}
                aria-label={s.decrease({ name: item.name })}
                disabled={disabled}
                onClick={() => cart.setQuantity(key, item.quantity - 1)}
              >
                <Minus className="h-4 w-4" aria-hidden />
              </button>
              <span className="w-6 text-center tabular-nums" data-testid="cart-line-quantity">
                <span className="sr-only">{s.lineQuantity} </span>
                {item.quantity}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={s.increase({ name: item.name })}
                disabled={disabled || item.quantity >= maxLineQuantity}
                onClick={() => cart.setQuantity(key, item.quantity + 1)}
              >
                <Plus className="h-4 w-4" aria-hidden />
              </button>
            </div>
            <p className="w-24 text-right font-semibold tabular-nums text-stone-900">
              {formatEuros(toCents(item.price) * item.quantity, pageLocale)}
            </p>
            <button
              type="button"
              className="inline-flex h-8 w-8 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:opacity-50"
              aria-label={s.remove({ name: item.name })}
              disabled={disabled}
              onClick={() => cart.remove(key)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
