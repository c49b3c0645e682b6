import { useSyncExternalStore } from 'react';
import { toCents } from '#shared/money.ts';
import { type CartLine, maxLineQuantity } from '#shared/schemas/cart-line.ts';

/**
 * The cart (SPEC §3 "Cart line", §5 "Cart"): kept in sessionStorage under `cartItems` with SPEC's fields
 * (id, name, price, quantity, selectedSize, customNumber, customName) plus productId and sizeId for the server.
 * This module is in the main bundle (the header's cart badge): keep it small, no zod.
 */
export type CartItem = CartLine & {
  /** The product id (SPEC's `id`). */
  id: number;
};

export const cartStorageKey = 'cartItems';
export { maxLineQuantity };

/** Lines with the same product, size, number and name are one line. */
export const lineKey = (i: Pick<CartItem, 'id' | 'selectedSize' | 'customNumber' | 'customName'>) =>
  JSON.stringify([i.id, i.selectedSize ?? '', i.customNumber ?? '', i.customName ?? '']);

const isText = (v: unknown) => v === null || v === undefined || typeof v === 'string';
const isId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

function isItem(v: unknown): v is CartItem {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    isId(o.id) &&
    (o.productId === undefined || isId(o.productId)) &&
    (o.sizeId === undefined || o.sizeId === null || isId(o.sizeId)) &&
    typeof o.name === 'string' &&
    (typeof o.price === 'string' || typeof o.price === 'number') &&
    Number.isFinite(toCents(o.price as string | number)) &&
    typeof o.quantity === 'number' &&
    Number.isInteger(o.quantity) &&
    o.quantity > 0 &&
    isText(o.selectedSize) &&
    isText(o.customNumber) &&
    isText(o.customName)
  );
}

/** Reads a saved cart; anything corrupt (bad JSON, wrong shape, one bad line) discards the whole cart. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data) || !data.every(isItem)) return [];
    return data.map((i) => ({
      id: i.id,
      productId: i.productId ?? i.id,
      sizeId: i.sizeId ?? null,
      name: i.name,
      price: typeof i.price === 'number' ? (i.price as number).toFixed(2) : i.price,
      quantity: Math.min(i.quantity, maxLineQuantity),
      selectedSize: i.selectedSize || null,
      customNumber: i.customNumber || null,
      customName: i.customName || null,
    }));
  } catch {
    return [];
  }
}

/** Adds a line, or adds its quantity to the identical line already there (at most 20 units a line). */
export function addItem(items: CartItem[], item: CartItem): CartItem[] {
  const key = lineKey(item);
  const existing = items.find((i) => lineKey(i) === key);
  if (!existing) return [...items, { ...item, quantity: Math.min(item.quantity, maxLineQuantity) }];
  return items.map((i) => (i === existing ? { ...i, quantity: Math.min(i.quantity + item.quantity, maxLineQuantity) } : i));
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return items.filter((i) => lineKey(i) !== key);
  const q = Math.min(Math.floor(quantity), maxLineQuantity);
  return items.map((i) => (lineKey(i) === key ? { ...i, quantity: q } : i));
}

export const removeItem = (items: CartItem[], key: string) => items.filter((i) => lineKey(i) !== key);

/** Σ price × quantity, in cents (shown with 2 decimals). */
export const cartTotalCents = (items: CartItem[]) => items.reduce((sum, i) => sum + toCents(i.price) * i.quantity, 0);

export const cartCount = (items: CartItem[]) => items.reduce((sum, i) => sum + i.quantity, 0);

// ── The store: one cart per tab, in sessionStorage ──────────────────────────────
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

let current: CartItem[] | undefined;
const listeners = new Set<() => void>();

function read(): CartItem[] {
  if (current) return current;
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(cartStorageKey) ?? null;
  } catch {
    raw = null;
  }
  current = parseCart(raw);
  // A corrupt cart is discarded, not kept around to fail again (no listeners: this may run during a render).
  if (raw && current.length === 0) {
    try {
      store?.removeItem(cartStorageKey);
    } catch {
      // Blocked storage: nothing to clean.
    }
  }
  return current;
}

function write(items: CartItem[]): void {
  current = items;
  try {
    const store = storage();
    if (items.length) store?.setItem(cartStorageKey, JSON.stringify(items));
    else store?.removeItem(cartStorageKey);
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
  for (const l of listeners) l();
}

export const cart = {
  get: read,
  add: (item: CartItem) => write(addItem(read(), item)),
  setQuantity: (key: string, quantity: number) => write(setQuantity(read(), key, quantity)),
  remove: (key: string) => write(removeItem(read(), key)),
  clear: () => write([]),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Tests: forget the in-memory copy so the next read loads sessionStorage again. */
  reload() {
    current = undefined;
  },
};

export function useCart(): CartItem[] {
  return useSyncExternalStore(cart.subscribe, read, read);
}
