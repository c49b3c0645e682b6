import { z } from 'zod';
import { birthDateField, emailField, fieldMessages, optionalSizeField, phoneField } from '#shared/validation/fields.ts';
import { optionalText, requiredText } from '#shared/schemas/common.ts';
import { bankAndConsentsInput, bankAndConsentsStored, closingConsents, localeField } from '#shared/schemas/registration-common.ts';
import { documentTypes } from '#shared/validation/identity-document.ts';
import { documentNumberField, documentsCheck, documentTypeField } from '#shared/validation/identity-fields.ts';

/** Club players: from the youngest baby-basket category to veterans. */
export const clubAgeRange = { min: 3, max: 80 } as const;

/** The three authorisations of the club form, in the order they are asked. */
export const clubConsents = closingConsents;
export type ClubConsent = (typeof clubConsents)[number];

/**
 * One schema for the club form and POST /api/club-registrations (SPEC §3, §5; issue 5 items 6 and 8). The player's
 * document (issue 13 item 2): `playerDocumentType` and its number in SPEC's `playerDni`.
 */
export const clubRegistrationInputSchema = z
  .object({
    playerName: requiredText(200),
    playerDocumentType: documentTypeField,
    playerDni: documentNumberField,
    healthCardNumber: requiredText(40),
    birthDate: birthDateField(clubAgeRange.min, clubAgeRange.max, fieldMessages.birthRangePlayer),
    shirtSize: optionalSizeField,
    pantsSize: optionalSizeField,
    shoeSize: optionalText(20),
    guardianName: requiredText(200),
    guardianPhone: phoneField,
    guardianEmail: emailField,
    ...bankAndConsentsInput,
    locale: localeField,
  })
  .superRefine(...documentsCheck([{ type: 'playerDocumentType', number: 'playerDni' }]));
export type ClubRegistrationInput = z.input<typeof clubRegistrationInputSchema>;
export type ClubRegistrationValues = z.output<typeof clubRegistrationInputSchema>;

export const registrationCreatedSchema = z.object({ id: z.number(), message: z.string() });
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/** What the admin reads: every stored field, with the time each consent was given. */
export const clubRegistrationSchema = z.object({
  id: z.number(),
  playerName: z.string(),
  playerDocumentType: z.enum(documentTypes),
  playerDni: z.string(),
  healthCardNumber: z.string(),
  birthDate: z.string(),
  shirtSize: z.string(),
  pantsSize: z.string(),
  shoeSize: z.string(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  guardianEmail: z.string(),
  ...bankAndConsentsStored,
});
export type ClubRegistration = z.infer<typeof clubRegistrationSchema>;
