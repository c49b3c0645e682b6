import { z } from 'zod';
import { type AppError, defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';

/** Every form's field errors (decision 196). */
export const fieldErrors = defineErrors('field', {
  required: 'Aquest camp és obligatori.',
  textNotAllowed: 'El text conté caràcters no permesos.',
  maxChars: 'Com a màxim {max} caràcters.',
  dateFormat: 'Data invàlida (AAAA-MM-DD).',
  amount: 'Import invàlid (fins a 2 decimals).',
});

export const required = fieldErrors.required;

/*
 * The text-field builders: the one home for every form and route (issue 11, item 3). Text is trimmed, bounded, and
 * never carries a NUL character (PostgreSQL cannot store it, and it must be a 400 with a field error, not a 5xx) nor
 * any other invisible control (issue 22 finding 7): the C0 and C1 controls but tab and line ends, the bidirectional
 * embeddings, overrides, isolates and marks (a right-to-left override turns "Pau.exe" into what reads as another name
 * in a table or a mail subject), zero-width space, word joiner and invisible operators, line and paragraph separators,
 * the byte-order mark and interlinear annotations. Zero-width joiner and non-joiner stay: emoji sequences and some
 * scripts need them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this expression is for.
const invisibleControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/;
const hasNoInvisibleControl = (v: string) => !invisibleControl.test(v);
const maxChars = (max: number) => coded(fieldErrors.maxChars({ max }));

/** A trimmed text of at most `max` characters, without NUL; may be blank. */
const boundedText = (max: number) => z.string().trim().max(max, maxChars(max)).refine(hasNoInvisibleControl, coded(fieldErrors.textNotAllowed));

/** A trimmed, required text of at most `max` characters; missing or blank gives `error`. */
export const requiredText = (max: number, error: AppError = required) =>
  z
    .string(coded(error))
    .trim()
    .min(1, coded(error))
    .max(max, maxChars(max))
    .refine(hasNoInvisibleControl, coded(fieldErrors.textNotAllowed));

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
 * An id as JSON sends it: a whole number from 1 to 2 147 483 647. Anything else is a 400 (with `error`, or zod's
 * Catalan one; `typeError` when it is not a number at all), never a database error (issue 10, item 18).
 */
export const idSchema = (error?: AppError, typeError = error) => {
  const own = error && coded(error);
  return z
    .number(typeError && coded(typeError))
    .int(own)
    .positive(own)
    .max(maxDbInteger, own);
};

/** An id in a path or a form field given as text ("12"): coerced, then bounded the same way. */
export const coercedId = (error?: AppError) => {
  const own = error && coded(error);
  return z.coerce.number(own).int(own).positive(own).max(maxDbInteger, own);
};

export const idParam = z.object({ id: coercedId() });

export const isoDate = z.iso.date(coded(fieldErrors.dateFormat));

export const moneyString = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim().replace(',', '.')))
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, coded(fieldErrors.amount)));
