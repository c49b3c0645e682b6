import { z } from 'zod';
import { required } from '#shared/schemas/common.ts';
import { dniMessages, dniProblem, normalizeDni } from '#shared/validation/dni.ts';
import { ibanMessages, ibanProblem, normalizeIban } from '#shared/validation/iban.ts';

/** DNI/NIE and IBAN fields of the registration forms (apart, so pages without them do not load ibantools). */

/** DNI/NIE with the right check letter, stored normalised ("12345678Z"). */
export const dniField = z
  .string({ error: required })
  .trim()
  .min(1, { message: required, abort: true })
  .max(20, dniMessages.format)
  .superRefine((v, ctx) => {
    const problem = dniProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: dniMessages[problem] });
  })
  .transform(normalizeDni);

/** IBAN with a valid checksum in a SEPA country, stored without spaces. */
export const ibanField = z
  .string({ error: required })
  .trim()
  .min(1, { message: required, abort: true })
  .max(50, ibanMessages.invalid)
  .superRefine((v, ctx) => {
    const problem = ibanProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: ibanMessages[problem] });
  })
  .transform(normalizeIban);
