/**
 * Phone numbers of the families (one rule for every form: registrations, campus, checkout; decision 170):
 * - Spanish: 9 digits starting 6, 7, 8 or 9, optionally after +34 / 0034;
 * - French: 0 + 9 digits, or +33 / 0033 + 9 digits;
 * - Andorran: +376 / 00376 + 6 digits (with the prefix: the club calls from Spain);
 * - any other country with its international prefix (+ or 00): E.164, 8 to 15 digits in all.
 * Spaces, dots, hyphens and brackets are allowed between digits.
 */
import { defineErrors } from '#shared/errors.ts';

const spanish = /^(?:\+34|0034)?[6-9]\d{8}$/;
const french = /^(?:\+33|0033|0)[1-9]\d{8}$/;
const andorran = /^(?:\+376|00376)[3-9]\d{5}$/;
/** Another country: a country code that is not one of the three above (their own rules apply), then the number. */
const international = /^(?:\+|00)(?!34|33|376)[1-9]\d{7,14}$/;

export function compactPhone(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

export function isValidPhone(value: string): boolean {
  const v = compactPhone(value.trim());
  return spanish.test(v) || french.test(v) || andorran.test(v) || international.test(v);
}

export const phoneErrors = defineErrors('phone', {
  invalid:
    'Telèfon invàlid: 9 xifres (espanyol), 10 xifres començant per 0 (francès) o el número amb el prefix del país (+376 per a Andorra); pots posar-hi espais.',
});
export const phoneMessage = phoneErrors.invalid;
