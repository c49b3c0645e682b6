import { z } from 'zod';
import {
  birthDateField,
  consentField,
  emailField,
  fieldMessages,
  optionalPhoneField,
  phoneField,
} from '#shared/validation/fields.ts';
import { nullableText, requiredText } from '#shared/schemas/common.ts';
import { bankAndConsentsInput, bankAndConsentsStored, closingConsents, localeField } from '#shared/schemas/registration-common.ts';
import { documentTypes } from '#shared/validation/identity-document.ts';
import {
  adultDocumentTypeField,
  documentNumberField,
  documentsCheck,
  documentTypeField,
} from '#shared/validation/identity-fields.ts';

/** Basketball schools: children and teenagers at school. */
export const schoolAgeRange = { min: 3, max: 18 } as const;

/** The five consents of the school form, in the order they are asked. */
export const schoolConsents = [
  'medicalEmergencyConsent',
  'medicationAdministrationConsent',
  ...closingConsents,
] as const;
export type SchoolConsent = (typeof schoolConsents)[number];

/**
 * One schema for the school form and POST /api/school-registrations (SPEC §3, §5; issue 5 items 7 and 8). Each
 * person's document (issue 13 item 2): a `…DocumentType` and its number in SPEC's `…Dni`.
 */
export const schoolRegistrationInputSchema = z
  .object({
    playerName: requiredText(100),
    playerSurname: requiredText(150),
    birthDate: birthDateField(schoolAgeRange.min, schoolAgeRange.max, fieldMessages.birthRangePupil),
    playerDocumentType: documentTypeField,
    playerDni: documentNumberField,
    courseAndSchool: requiredText(200),
    fullAddress: requiredText(300),
    healthCardNumber: requiredText(40),
    allergiesOrIllnesses: requiredText(2000),
    guardianName: requiredText(100),
    guardianSurname: requiredText(150),
    guardianDocumentType: adultDocumentTypeField,
    guardianDni: documentNumberField,
    guardianMobilePhone: phoneField,
    guardianHomePhone: optionalPhoneField,
    guardianEmail: emailField,
    guardianAddress: nullableText(300),
    medicalEmergencyConsent: consentField,
    authorizedPersonName: requiredText(200),
    authorizedPersonDocumentType: adultDocumentTypeField,
    authorizedPersonDni: documentNumberField,
    authorizedPersonPhone: phoneField,
    medicationAdministrationConsent: consentField,
    medicationDetails: nullableText(2000),
    ...bankAndConsentsInput,
    locale: localeField,
  })
  .superRefine(
    ...documentsCheck([
      { type: 'playerDocumentType', number: 'playerDni' },
      { type: 'guardianDocumentType', number: 'guardianDni' },
      { type: 'authorizedPersonDocumentType', number: 'authorizedPersonDni' },
    ]),
  );
export type SchoolRegistrationInput = z.input<typeof schoolRegistrationInputSchema>;
export type SchoolRegistrationValues = z.output<typeof schoolRegistrationInputSchema>;

/** What the admin reads: every stored field, with the time each consent was given. */
export const schoolRegistrationSchema = z.object({
  id: z.number(),
  playerName: z.string(),
  playerSurname: z.string(),
  birthDate: z.string(),
  playerDocumentType: z.enum(documentTypes),
  playerDni: z.string(),
  courseAndSchool: z.string(),
  fullAddress: z.string(),
  healthCardNumber: z.string(),
  allergiesOrIllnesses: z.string(),
  guardianName: z.string(),
  guardianSurname: z.string(),
  guardianDocumentType: z.enum(documentTypes),
  guardianDni: z.string(),
  guardianMobilePhone: z.string(),
  guardianHomePhone: z.string().nullable(),
  guardianEmail: z.string(),
  guardianAddress: z.string().nullable(),
  medicalEmergencyConsent: z.boolean(),
  medicalEmergencyConsentAt: z.string(),
  authorizedPersonName: z.string(),
  authorizedPersonDocumentType: z.enum(documentTypes),
  authorizedPersonDni: z.string(),
  authorizedPersonPhone: z.string(),
  medicationAdministrationConsent: z.boolean(),
  medicationAdministrationConsentAt: z.string(),
  medicationDetails: z.string().nullable(),
  ...bankAndConsentsStored,
});
export type SchoolRegistration = z.infer<typeof schoolRegistrationSchema>;
