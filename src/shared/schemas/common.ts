import '#shared/zod-setup.ts';
import { z } from 'zod';

export const required = 'Aquest camp és obligatori.';

/*
 * The text-field builders: the one home for every form and route (issue 11, item 3). Text is trimmed, bounded, and
 * never carries a NUL character (PostgreSQL cannot store it, and it must be a 400 with a field error, not a 5xx).
 */
const nulMessage = 'El text conté caràcters no permesos.';
const hasNoNul = (v: string) => !v.includes('\u0000');
const maxMessage = (max: number) => `Com a màxim ${max} caràcters.`;

/** A trimmed text of at most `max` characters, without NUL; may be blank. */
const boundedText = (max: number) => z.string().trim().max(max, maxMessage(max)).refine(hasNoNul, nulMessage);

/** A trimmed, required text of at most `max` characters; missing or blank gives `message`. */
export const requiredText = (max: number, message: string = required) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage(max)).refine(hasNoNul, nulMessage);

/** An optional text: missing or blank becomes `fallback` ('' unless told). */
export const optionalText = (max: number, fallback = '') =>
  boundedText(max)
    .nullish()
    .transform((v) => (v ? v : fallback));

/** An optional text stored as null when missing or blank. */
export const nullableText = (max: number) =>
  boundedText(max)
    .nullish()
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

