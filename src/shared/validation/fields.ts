import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { type AppError, defineErrors } from '#shared/errors.ts';
import { isoDate, required, requiredText } from '#shared/schemas/common.ts';
import { ageOn } from '#shared/validation/age.ts';
import { isValidPhone, phoneMessage } from '#shared/validation/phone.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';

/**
 * Fields shared by the registration forms and their routes (one schema on both sides). Plain text fields use
 * `requiredText` / `nullableText` from `#shared/schemas/common.ts`.
 */

export const fieldMessages = defineErrors('form', {
  email: 'Correu electrònic invàlid.',
  consent: 'Cal respondre Sí o No.',
  privacyRequired:
    'Cal acceptar la protecció de dades per enviar la inscripció: sense aquest consentiment el club no pot tractar les dades.',
  size: 'Tria una talla de la llista (XS, S, M, L, XL o XXL).',
  birthFuture: 'La data de naixement ha de ser anterior a avui.',
  birthRangePlayer: 'Revisa la data: el jugador o la jugadora ha de tenir entre {min} i {max} anys.',
  birthRangePupil: 'Revisa la data: l’alumne ha de tenir entre {min} i {max} anys.',
});

export const garmentSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type GarmentSize = (typeof garmentSizes)[number];

export const emailField = z
  .string(coded(required))
  .trim()
  .min(1, coded(required))
  .max(254)
  .pipe(z.email(coded(fieldMessages.email)))
  .transform((v) => v.toLowerCase());

export const phoneField = requiredText(30).refine((v) => v === '' || isValidPhone(v), coded(phoneMessage));

/** Optional phone: empty becomes null; anything given must be a valid number. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidPhone(v), coded(phoneMessage));

/** A yes/no answer: no preselection, so a missing answer is an error (never a silent "no"). */
export const consentField = z.boolean(coded(fieldMessages.consent));

/**
 * The privacy consent (issue 13 item 3, decision 170): answered like the others, but "No" is refused, since the
 * registration cannot be processed without it. Image rights and SEPA may stay "No".
 */
export const privacyConsentField = consentField.refine((v) => v, coded(fieldMessages.privacyRequired));

/**
 * A birth date in the past, with an age (today, in Madrid) within a plausible range for the category; `outOfRange`
 * is the category's error for an age outside it (`fieldMessages.birthRangePlayer` or `birthRangePupil`).
 */
export function birthDateField(minAge: number, maxAge: number, outOfRange: (range: { min: number; max: number }) => AppError) {
  return z
    .string(coded(required))
    .min(1, coded(required))
    .pipe(isoDate)
    .superRefine((v, ctx) => {
      const today = todayInMadrid();
      if (v >= today) {
        ctx.addIssue(codedIssue(fieldMessages.birthFuture));
        return;
      }
      const age = ageOn(v, today);
      if (age < minAge || age > maxAge) ctx.addIssue(codedIssue(outOfRange({ min: minAge, max: maxAge })));
    });
}

export const sizeField = z.enum(garmentSizes, coded(fieldMessages.size));

/** Optional size: empty is stored as '' (SPEC marks sizes as not required); anything else must be in the list. */
export const optionalSizeField = z.union([z.literal(''), sizeField], coded(fieldMessages.size)).default('');


