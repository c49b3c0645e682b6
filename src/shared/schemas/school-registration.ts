import { z } from 'zod';
import {
  birthDateField,
  consentField,
  emailField,
  optionalPhoneField,
  phoneField,
} from '#shared/validation/fields.ts';
import { nullableText, requiredText } from '#shared/schemas/common.ts';
import { bankAndConsentsInput, bankAndConsentsStored, closingConsents } from '#shared/schemas/registration-common.ts';
import { dniField } from '#shared/validation/identity-fields.ts';

/** Basketball schools: children and teenagers at school. */
export const schoolAgeRange = { min: 3, max: 18 } as const;

/** The five consents of the school form, in the order they are asked. */
export const schoolConsents = [
  'medicalEmergencyConsent',
  'medicationAdministrationConsent',
  ...closingConsents,
] as const;
export type SchoolConsent = (typeof schoolConsents)[number];

/** One schema for the school form and POST /api/school-registrations (SPEC §3, §5; issue 5 items 7 and 8). */
export const schoolRegistrationInputSchema = z.object({
  playerName: requiredText(100),
  playerSurname: requiredText(150),
  birthDate: birthDateField(schoolAgeRange.min, schoolAgeRange.max, 'l’alumne'),
  playerDni: dniField,
  courseAndSchool: requiredText(200),
  fullAddress: requiredText(300),
  healthCardNumber: requiredText(40),
  allergiesOrIllnesses: requiredText(2000),
  guardianName: requiredText(100),
  guardianSurname: requiredText(150),
  guardianDni: dniField,
  guardianMobilePhone: phoneField,
  guardianHomePhone: optionalPhoneField,
  guardianEmail: emailField,
  guardianAddress: nullableText(300),
  medicalEmergencyConsent: consentField,
  authorizedPersonName: requiredText(200),
  authorizedPersonDni: dniField,
  authorizedPersonPhone: phoneField,
  medicationAdministrationConsent: consentField,
  medicationDetails: nullableText(2000),
  ...bankAndConsentsInput,
});
export type SchoolRegistrationInput = z.input<typeof schoolRegistrationInputSchema>;
export type SchoolRegistrationValues = z.output<typeof schoolRegistrationInputSchema>;

/** What the admin reads: every stored field, with the time each consent was given. */
export const schoolRegistrationSchema = z.object({
  id: z.number(),
  playerName: z.string(),
  playerSurname: z.string(),
  birthDate: z.string(),
  playerDni: z.string(),
  courseAndSchool: z.string(),
  fullAddress: z.string(),
  healthCardNumber: z.string(),
  allergiesOrIllnesses: z.string(),
  guardianName: z.string(),
  guardianSurname: z.string(),
  guardianDni: z.string(),
  guardianMobilePhone: z.string(),
  guardianHomePhone: z.string().nullable(),
  guardianEmail: z.string(),
  guardianAddress: z.string().nullable(),
  medicalEmergencyConsent: z.boolean(),
  medicalEmergencyConsentAt: z.string(),
  authorizedPersonName: z.string(),
  authorizedPersonDni: z.string(),
  authorizedPersonPhone: z.string(),
  medicationAdministrationConsent: z.boolean(),
  medicationAdministrationConsentAt: z.string(),
  medicationDetails: z.string().nullable(),
  ...bankAndConsentsStored,
});
export type SchoolRegistration = z.infer<typeof schoolRegistrationSchema>;
