import { z } from 'zod';
import type { AppError } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
import { required } from '#shared/schemas/common.ts';
import { ibanMessages, ibanProblem, normalizeIban } from '#shared/validation/iban.ts';
import {
  adultDocumentTypes,
  ageToday,
  type DocumentType,
  documentMessages,
  documentProblem,
  documentTypes,
  normalizeDocumentNumber,
} from '#shared/validation/identity-document.ts';

/** Identity document and IBAN fields of the registration forms (apart, so pages without them do not load ibantools). */

/**
 * A document's type: absent, null or '' (the form's "DNI o NIE") mean DNI/NIE as in SPEC's payloads, told apart by
 * the number's shape when stored. `adult`: the guardian's and the authorised person's, who cannot have none.
 */
const documentType = <T extends readonly [DocumentType, ...DocumentType[]]>(types: T, error: AppError) =>
  z
    .union([z.literal(''), z.enum(types)], coded(error))
    .nullish()
    .transform((v) => (v ? v : undefined));
export const documentTypeField = documentType(documentTypes, documentMessages.type);
export const adultDocumentTypeField = documentType(adultDocumentTypes, documentMessages.adultType);

/** A document's number, stored normalised ("12345678Z", "AB1234567"); what it must look like depends on its type. */
export const documentNumberField = z
  .string(coded(required))
  .trim()
  .max(40, coded(documentMessages.otherFormat))
  .transform(normalizeDocumentNumber);

/** One person's document in a form: the names of its type and number fields. */
export type DocumentFields = { type: string; number: string };

/**
 * The check of a form's documents, for `.superRefine(...documentsCheck(...))`: each number against its type (on the
 * number), and `none` only for someone under 14 on the day (on the type; `birthDate` is the form's birth date field).
 * It runs even when other fields have errors, so the form shows them all at once; a field with its own error is left.
 */
export function documentsCheck(documents: DocumentFields[], birthDate = 'birthDate') {
  const check = (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    for (const doc of documents) {
      const type = value[doc.type] as DocumentType | undefined;
      const number = value[doc.number];
      if (failed.has(doc.type) || failed.has(doc.number) || typeof number !== 'string') continue;
      const problem = documentProblem(type, number, ageToday(value[birthDate]));
      if (problem) {
        const path = problem === 'noneTooOld' ? doc.type : doc.number;
        ctx.addIssue(codedIssue(documentMessages[problem], { path: [path] }));
      }
    }
  };
  const when = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;
  return [check, { when }] as const;
}

/** IBAN with a valid checksum in a SEPA country, stored without spaces. */
export const ibanField = z
  .string(coded(required))
  .trim()
  .min(1, { ...coded(required), abort: true })
  .max(50, coded(ibanMessages.invalid))
  .superRefine((v, ctx) => {
    const problem = ibanProblem(v);
    if (problem) ctx.addIssue(codedIssue(ibanMessages[problem]));
  })
  .transform(normalizeIban);
