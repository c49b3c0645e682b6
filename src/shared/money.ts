/** Money is integer cents in code, a 2-decimal string on the wire and in the database (DESIGN rule 4). */

import { intlLocale, type Locale } from '#shared/locales.ts';

const euros = new Map<Locale, Intl.NumberFormat>();
const euro = (locale: Locale) => {
  let f = euros.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' });
    euros.set(locale, f);
  }
  return f;
};

/** "12.5", "12.50", 12.5 → 1250. Returns NaN for anything that is not a finite amount. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return Number.NaN;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 1250 → "12.50" */
export function centsToString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → "12,50 €" (in Catalan unless a locale is given). */
export function formatEuros(cents: number, locale: Locale = 'ca'): string {
  return euro(locale).format(cents / 100);
}

/** "12.50" → "12,50 €" */
export function formatPrice(price: string | number, locale: Locale = 'ca'): string {
  return formatEuros(toCents(price), locale);
}

/** The total of lines priced per unit, in cents: the one rule for a cart, a checkout and an order. */
export const linesTotalCents = (lines: { price: string | number; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0);
