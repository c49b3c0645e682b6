import { type AppError, defineErrors } from '#shared/errors.ts';

/** Ages on calendar dates ("YYYY-MM-DD"), without time zones: what a birthday means to a family. */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between a birth date and a day; NaN if either is not a date. */
export function ageOn(birthDate: string, on: string): number {
  const b = isoDate.exec(birthDate);
  const d = isoDate.exec(on);
  if (!b || !d) return Number.NaN;
  const years = Number(d[1]) - Number(b[1]);
  const beforeBirthday = `${d[2]}-${d[3]}` < `${b[2]}-${b[3]}`;
  return years - (beforeBirthday ? 1 : 0);
}

export function isAgeInRange(birthDate: string, on: string, min: number, max: number): boolean {
  const age = ageOn(birthDate, on);
  return Number.isFinite(age) && age >= min && age <= max;
}

export const ageErrors = defineErrors('age', {
  campusRange: 'L’edat de l’infant el primer dia del campus ha de ser entre {min} i {max} anys.',
});

/** A campus's age range refused (the child's age on its first day). */
export function ageRangeMessage(min: number, max: number): AppError {
  return ageErrors.campusRange({ min, max });
}
