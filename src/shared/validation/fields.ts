import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { isoDate, required, requiredText } from '#shared/schemas/common.ts';
import { ageOn } from '#shared/validation/age.ts';
import { isValidPhone, phoneMessage } from '#shared/validation/phone.ts';

/**
 * Fields shared by the registration forms and their routes (one schema on both sides). Plain text fields use
 * `requiredText` / `nullableText` from `#shared/schemas/common.ts`.
 */

export const fieldMessages = {
  email: 'Correu electrònic invàlid.',
  consent: 'Cal respondre Sí o No.',
  privacyRequired:
    'Cal acceptar la protecció de dades per enviar la inscripció: sense aquest consentiment el club no pot tractar les dades.',
  size: 'Tria una talla de la llista (XS, S, M, L, XL o XXL).',
  birthFuture: 'La data de naixement ha de ser anterior a avui.',
} as const;

export const garmentSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type GarmentSize = (typeof garmentSizes)[number];

export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(254)
  .pipe(z.email(fieldMessages.email))
  .transform((v) => v.toLowerCase());

export const phoneField = requiredText(30).refine((v) => v === '' || isValidPhone(v), phoneMessage);

/** Optional phone: empty becomes null; anything given must be a valid number. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidPhone(v), phoneMessage);

/** A yes/no answer: no preselection, so a missing answer is an error (never a silent "no"). */
export const consentField = z.boolean({ error: fieldMessages.consent });

/**
 * The privacy consent (issue 13 item 3, decision 170): answered like the others, but "No" is refused, since the
 * registration cannot be processed without it. Image rights and SEPA may stay "No".
 */
export const privacyConsentField = consentField.refine((v) => v, fieldMessages.privacyRequired);

/** A birth date in the past, with an age (today, in Madrid) within a plausible range for the category. */
export function birthDateField(minAge: number, maxAge: number, who: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .pipe(isoDate)
    .superRefine((v, ctx) => {
      const today = todayInMadrid();
      if (v >= today) {
        ctx.addIssue({ code: 'custom', message: fieldMessages.birthFuture });
        return;
      }
      const age = ageOn(v, today);
      if (age < minAge || age > maxAge) {
        ctx.addIssue({
          code: 'custom',
          message: `Revisa la data: ${who} ha de tenir entre ${minAge} i ${maxAge} anys.`,
        });
      }
    });
}

export const sizeField = z.enum(garmentSizes, { error: fieldMessages.size });

/** Optional size: empty is stored as '' (SPEC marks sizes as not required); anything else must be in the list. */
export const optionalSizeField = z.union([z.literal(''), sizeField], { error: fieldMessages.size }).default('');


