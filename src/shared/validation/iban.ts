import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { defineErrors } from '#shared/errors.ts';

/** "es91 2100 0418 4502 0005 1332" → "ES9121000418450200051332" (how it is stored). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** Valid structure and checksum for its country, and a SEPA country (a direct debit needs one). */
export function ibanProblem(value: string): 'invalid' | 'notSepa' | undefined {
  const iban = normalizeIban(value);
  if (!isValidIBAN(iban)) return 'invalid';
  if (!isSEPACountry(iban.slice(0, 2))) return 'notSepa';
  return undefined;
}

/** Groups of four for reading: "ES91 2100 0418 4502 0005 1332". */
export function groupIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** What may be shown outside the admin: the last 4 characters only ("…1332"). */
export function ibanLast4(value: string): string {
  return normalizeIban(value).slice(-4);
}

export const ibanMessages = defineErrors('iban', {
  invalid: 'IBAN invàlid: revisa el codi de país, els dígits de control i el número de compte.',
  notSepa: 'El compte ha de ser d’un país de la zona SEPA per poder domiciliar els rebuts.',
});
