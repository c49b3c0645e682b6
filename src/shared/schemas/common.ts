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

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const isoDate = z.iso.date('Data invàlida (AAAA-MM-DD).');

export const moneyString = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim().replace(',', '.')))
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Import invàlid (fins a 2 decimals).'));

export const messageResponse = z.object({ message: z.string() });
