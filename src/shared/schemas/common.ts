import '#shared/zod-setup.ts';
import { z } from 'zod';

export const required = 'Aquest camp és obligatori.';

/** A trimmed, required text of at most `max` characters. */
const noNul = (v: string | null | undefined) => !v?.includes('\u0000');
const nulMessage = 'El text conté caràcters no permesos.';

export const requiredText = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Com a màxim ${max} caràcters.`)
    .refine(noNul, nulMessage);

/** An optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Com a màxim ${max} caràcters.`)
    .nullish()
    .refine(noNul, nulMessage)
    .transform((v) => (v ? v : null));

/** PostgreSQL's `integer` (4 bytes): every id and whole number that reaches the database fits in it. */
export const maxDbInteger = 2_147_483_647;

/**
 * An id as JSON sends it: a whole number from 1 to 2 147 483 647. Anything else is a 400 (with `message`, or zod's
 * Catalan one; `typeMessage` when it is not a number at all), never a database error (issue 10, item 18).
 */
export const idSchema = (message?: string, typeMessage = message) =>
  z.number({ error: typeMessage }).int(message).positive(message).max(maxDbInteger, message);

/** An id in a path or a form field given as text ("12"): coerced, then bounded the same way. */
export const coercedId = (message?: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(maxDbInteger, message);

export const idParam = z.object({ id: coercedId() });

export const isoDate = z.iso.date('Data invàlida (AAAA-MM-DD).');

export const moneyString = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim().replace(',', '.')))
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Import invàlid (fins a 2 decimals).'));

