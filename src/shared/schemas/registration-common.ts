import { z } from 'zod';
import { consentField, privacyConsentField } from '#shared/validation/fields.ts';
import { requiredText } from '#shared/schemas/common.ts';
import { ibanField } from '#shared/validation/identity-fields.ts';

export { localeField } from '#shared/schemas/locale-field.ts';

/** The three authorisations that close both season forms, in the order they are asked. */
export const closingConsents = ['sepaAuthorization', 'privacyAuthorization', 'imageRightsAuthorization'] as const;

/** The end of both season forms (SPEC §3): the account holder, the IBAN and the three authorisations (privacy: yes). */
export const bankAndConsentsInput = {
  accountHolderName: requiredText(200),
  iban: ibanField,
  sepaAuthorization: consentField,
  privacyAuthorization: privacyConsentField,
  imageRightsAuthorization: consentField,
};

/** The same, as the admin reads them: each authorisation with the time it was given, then the row's creation. */
export const bankAndConsentsStored = {
  accountHolderName: z.string(),
  iban: z.string(),
  sepaAuthorization: z.boolean(),
  sepaAuthorizationAt: z.string(),
  privacyAuthorization: z.boolean(),
  privacyAuthorizationAt: z.string(),
  imageRightsAuthorization: z.boolean(),
  imageRightsAuthorizationAt: z.string(),
  createdAt: z.string(),
};
