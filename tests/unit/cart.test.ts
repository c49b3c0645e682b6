import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cart,
  cartCount,
  cartStorageKey,
  cartTotalCents,
  lineKey,
  parseCart,
  removeItem,
  setQuantity,
} from '#client/features/cart/cart-store.ts';
import { centsToString, formatEuros, toCents } from '#shared/money.ts';

const shirt = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  productId: 1,
  sizeId: 10,
  name: 'Samarreta',
  price: '35.00',
  quantity: 1,
  selectedSize: 'M',
  customNumber: '7',
  customName: 'PUIG',
  ...overrides,
});

describe('cart lines', () => {
  it('merges identical product, size, number and name, incrementing the quantity', () => {
    let items = addItem([], shirt());
    items = addItem(items, shirt({ quantity: 2 }));
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(3);
  });

  it.each([
    ['size', { selectedSize: 'L', sizeId: 11 }],
    ['number', { customNumber: '8' }],
    ['name', { customName: 'SOLER' }],
    ['product', { id: 2, productId: 2 }],
  ])('keeps lines with a different %s apart', (_n, overrides) => {
    expect(addItem(addItem([], shirt()), shirt(overrides))).toHaveLength(2);
  });

  it('caps a line at 20 units (the server’s limit)', () => {
    expect(addItem([shirt({ quantity: 15 })], shirt({ quantity: 10 }))[0]!.quantity).toBe(20);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const items = [shirt(), shirt({ id: 2, productId: 2 })];
    expect(setQuantity(items, lineKey(items[0]!), 0)).toHaveLength(1);
    expect(setQuantity(items, lineKey(items[0]!), -3)).toHaveLength(1);
    expect(setQuantity(items, lineKey(items[0]!), 4)[0]!.quantity).toBe(4);
    expect(removeItem(items, lineKey(items[1]!))).toEqual([items[0]]);
  });

  it('totals Σ price × quantity in cents, with 2 decimals on screen', () => {
    const items = [shirt({ quantity: 2 }), shirt({ id: 2, productId: 2, price: '29.95', quantity: 3 }), shirt({ id: 3, productId: 3, price: '0.10', quantity: 3 })];
    expect(cartTotalCents(items)).toBe(7000 + 8985 + 30);
    expect(centsToString(cartTotalCents(items))).toBe('160.15');
    expect(formatEuros(cartTotalCents(items)).replace(/\s/g, ' ')).toBe('160,15 €');
    expect(cartCount(items)).toBe(8);
  });

  it('adds money exactly, unlike floating point (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ cents: fc.integer({ min: 0, max: 99_999 }), q: fc.integer({ min: 1, max: 20 }) }), { maxLength: 20 }), (lines) => {
        const items = lines.map((l, i) => shirt({ id: i + 1, productId: i + 1, price: centsToString(l.cents), quantity: l.q }));
        expect(cartTotalCents(items)).toBe(lines.reduce((s, l) => s + l.cents * l.q, 0));
      }),
    );
  });
});

describe('money in cents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.1', 10],
    ['35', 3500],
    [29.95, 2995],
    ['abc', Number.NaN],
    ['1.234', Number.NaN],
  ])('toCents(%s) = %s', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });
});

describe('the saved cart (sessionStorage cartItems)', () => {
  it('reads SPEC’s fields and fills productId/sizeId when missing', () => {
    const saved = JSON.stringify([{ id: 5, name: 'Pilota', price: '29.95', quantity: 2, selectedSize: '', customNumber: '', customName: '' }]);
    expect(parseCart(saved)).toEqual([
      { id: 5, productId: 5, sizeId: null, name: 'Pilota', price: '29.95', quantity: 2, selectedSize: null, customNumber: null, customName: null },
    ]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', '{"id":1}'],
    ['a line without name', JSON.stringify([{ id: 1, price: '1.00', quantity: 1 }])],
    ['a negative quantity', JSON.stringify([{ id: 1, name: 'x', price: '1.00', quantity: -1 }])],
    ['a bad price', JSON.stringify([{ id: 1, name: 'x', price: 'free', quantity: 1 }])],
    ['one good and one bad line', JSON.stringify([{ id: 1, name: 'x', price: '1.00', quantity: 1 }, null])],
  ])('discards a corrupt cart: %s', (_n, raw) => {
    expect(parseCart(raw)).toEqual([]);
  });

  it('never throws, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(Array.isArray(parseCart(raw))).toBe(true);
      }),
    );
  });

  describe('the store', () => {
    let data: Map<string, string>;
    beforeEach(() => {
      data = new Map();
      const storage = {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      };
      (globalThis as { window?: unknown }).window = { sessionStorage: storage };
      cart.reload();
    });
    afterEach(() => {
      delete (globalThis as { window?: unknown }).window;
      cart.reload();
    });

    it('saves under cartItems and reads it back', () => {
      cart.add(shirt());
      cart.add(shirt());
      expect(JSON.parse(data.get(cartStorageKey)!)).toMatchObject([{ id: 1, quantity: 2, selectedSize: 'M' }]);
      cart.reload();
      expect(cart.get()).toHaveLength(1);
      cart.setQuantity(lineKey(shirt()), 0);
      expect(data.has(cartStorageKey)).toBe(false);
    });

    it('discards a corrupt saved cart and removes it from storage', () => {
      data.set(cartStorageKey, '[{"id":"x"}]');
      expect(cart.get()).toEqual([]);
      expect(data.has(cartStorageKey)).toBe(false);
    });

    it('tells subscribers about changes', () => {
      let calls = 0;
      const off = cart.subscribe(() => {
        calls += 1;
      });
      cart.add(shirt());
      cart.clear();
      off();
      cart.add(shirt());
      expect(calls).toBe(2);
    });
  });
});
