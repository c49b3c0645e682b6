import { todayInMadrid } from '#shared/dates.ts';
import { defineErrors } from '#shared/errors.ts';
import { required } from '#shared/schemas/common.ts';
import { ageOn } from '#shared/validation/age.ts';
import { dniMessages, dniProblem, normalizeDni } from '#shared/validation/dni.ts';

/**
 * Identity documents of the registration forms (issue 13 item 2, decision 170): a type and its number for the
 * player, the guardian and the authorised person. DNI and NIE keep their check letter; a passport or another
 * (EU or national) identity card is letters and digits; a player under 14 may have none.
 */
export const documentTypes = ['dni', 'nie', 'passport', 'id_card', 'none'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** An adult (the guardian, the authorised person) always shows a document. */
export const adultDocumentTypes = ['dni', 'nie', 'passport', 'id_card'] as const;

/** How the back office and the CSV name each type. */
export const documentTypeLabels: Record<DocumentType, string> = {
  dni: 'DNI',
  nie: 'NIE',
  passport: 'Passaport',
  id_card: 'Document d’identitat',
  none: 'No en té',
};

/** A player younger than this (on the day of the registration, in Madrid) may have no identity document. */
export const noDocumentUnderAge = 14;

const documentErrors = defineErrors('document', {
  dniFormat: 'DNI invàlid: escriu 8 xifres i la lletra (12345678Z).',
  nieFormat: 'NIE invàlid: escriu X, Y o Z, 7 xifres i la lletra (X1234567L).',
  otherFormat: 'Número de document invàlid: de 5 a 20 lletres i xifres, tal com surten al document.',
  noneTooOld: 'Només els menors de {age} anys es poden inscriure sense document d’identitat.',
  noneWithNumber: 'Heu indicat que no té document: deixeu el número en blanc.',
  type: 'Tria un tipus de document de la llista (DNI, NIE, passaport, document d’identitat o no en té).',
  adultType: 'Tria un tipus de document de la llista (DNI, NIE, passaport o document d’identitat).',
});

/** Each problem's error (`documentProblem` below names one). */
export const documentMessages = {
  ...dniMessages,
  required,
  ...documentErrors,
  noneTooOld: documentErrors.noneTooOld({ age: noDocumentUnderAge }),
};
export type DocumentProblem = keyof typeof documentMessages;

/** Upper case, without spaces, dots or hyphens (as stored): " ab 12-345 " → "AB12345". */
export const normalizeDocumentNumber = normalizeDni;

/** A Spanish number's type by its shape: NIE when it starts with X, Y or Z, DNI otherwise. */
export function spanishDocumentType(number: string): 'dni' | 'nie' {
  return /^[XYZ]/.test(normalizeDni(number)) ? 'nie' : 'dni';
}

/** The type to store: the one given, or (absent: a SPEC payload, DNI/NIE as before) the number's shape. */
export function resolvedDocumentType(type: DocumentType | undefined, number: string): DocumentType {
  return type ?? spanishDocumentType(number);
}

/** A passport or identity card number: letters and digits, 5 to 20, at least one digit. */
const otherDocument = /^(?=.*\d)[A-Z0-9]{5,20}$/;

/**
 * Why `number` is not a valid document of `type` (undefined when it is). `age`: the holder's age today, for
 * `none` (NaN when unknown: the birth date has its own error then). Absent `type`: a DNI or NIE, as SPEC's payloads.
 */
export function documentProblem(type: DocumentType | undefined, number: string, age = Number.NaN): DocumentProblem | undefined {
  const v = normalizeDocumentNumber(number);
  if (type === 'none') {
    if (v !== '') return 'noneWithNumber';
    return age >= noDocumentUnderAge ? 'noneTooOld' : undefined;
  }
  if (v === '') return 'required';
  if (type === undefined) return dniProblem(v);
  if (type === 'dni' || type === 'nie') {
    const problem = dniProblem(v);
    if (problem === 'format' || spanishDocumentType(v) !== type) return type === 'dni' ? 'dniFormat' : 'nieFormat';
    return problem;
  }
  return otherDocument.test(v) ? undefined : 'otherFormat';
}

/** Whole years from a birth date to today in Madrid (NaN for anything that is not a date). */
export function ageToday(birthDate: unknown): number {
  return typeof birthDate === 'string' ? ageOn(birthDate, todayInMadrid()) : Number.NaN;
}
