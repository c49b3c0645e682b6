import { defineErrors } from '#shared/errors.ts';

/** Spanish identity numbers: DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter), with the check letter. */

export const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Upper case, without spaces, dots or hyphens: " 12.345.678-z " → "12345678Z". */
export function normalizeDni(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The check letter of a DNI number (0 … 99 999 999). */
export function dniLetterFor(num: number): string {
  return dniLetters[num % 23]!;
}

export type DniProblem = 'format' | 'letter';

/** Why a (normalised) DNI/NIE is not valid, or undefined when it is. */
export function dniProblem(value: string): DniProblem | undefined {
  const v = normalizeDni(value);
  const m = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(v);
  if (!m) return 'format';
  const body = m[1]!;
  const digits = /^\d/.test(body) ? body : `${'XYZ'.indexOf(body[0]!)}${body.slice(1)}`;
  return dniLetterFor(Number(digits)) === m[2] ? undefined : 'letter';
}

export function isValidDni(value: string): boolean {
  return dniProblem(value) === undefined;
}

export const dniMessages = defineErrors('dni', {
  format: 'DNI/NIE invàlid: escriu 8 xifres i la lletra (12345678Z) o X/Y/Z, 7 xifres i la lletra.',
  letter: 'La lletra del DNI/NIE no correspon al número.',
});
