import type { ClubRegistrationInput } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationInput } from '#shared/schemas/school-registration.ts';

/**
 * What "Inscriure un germà o una germana" copies into the next form of the same kind (issue 14 item 5, decision
 * 179): the guardian, the address, the contacts and the bank account. Never the child's own fields, health data,
 * the child's document or any consent (each child's are asked again).
 */
const clubFamily = ['guardianName', 'guardianPhone', 'guardianEmail', 'accountHolderName', 'iban'] as const satisfies readonly (keyof ClubRegistrationInput)[];

const schoolFamily = [
  'fullAddress',
  'guardianName',
  'guardianSurname',
  'guardianDocumentType',
  'guardianDni',
  'guardianMobilePhone',
  'guardianHomePhone',
  'guardianEmail',
  'guardianAddress',
  'authorizedPersonName',
  'authorizedPersonDocumentType',
  'authorizedPersonDni',
  'authorizedPersonPhone',
  'accountHolderName',
  'iban',
] as const satisfies readonly (keyof SchoolRegistrationInput)[];

export const familyFields = { club: clubFamily, escoles: schoolFamily } as const;

/** The family's part of a sent form, as typed. */
export function pickFamily(kind: keyof typeof familyFields, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(familyFields[kind].filter((key) => key in values).map((key) => [key, values[key]]));
}
