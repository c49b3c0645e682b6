import { z } from 'zod';
import { type AppError, defineErrors } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';

/** Back-office fields beyond plain text (whose builders live in `#shared/schemas/common.ts`). */

export const adminFieldErrors = defineErrors(
  'adminField',
  {
    imageRef: 'Imatge invàlida: puja un fitxer o indica una URL (https://…).',
    imageTooLarge: 'La imatge és massa gran (màxim 10 MB).',
    wholeNumber: 'Ha de ser un nombre enter.',
    atLeast: 'Ha de ser com a mínim {min}.',
    atMost: 'Ha de ser com a màxim {max}.',
  },
  'backOffice',
);
export const imageRefMessage = adminFieldErrors.imageRef;

const mediaPath = /^\/media\/[a-f0-9]{32}\.jpg$/;
const assetAlias = /^@\/?assets\/[\w\-./ ]{1,200}$/;
const dataUrl = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]+$/i;

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** True for the image references the site accepts: an http(s) URL, a /media path, an assets alias or a data URL. */
export function isImageRef(value: string): boolean {
  if (value.startsWith('data:')) return dataUrl.test(value);
  if (value.length > 2000) return false;
  return mediaPath.test(value) || assetAlias.test(value) || isHttpUrl(value);
}

/** An image reference; a data URL is later replaced by its /media path on the server (DESIGN rule 6). */
export const imageRef = (error: AppError = imageRefMessage) =>
  z
    .string(coded(error))
    .trim()
    .min(1, coded(error))
    .max(15_000_000, coded(adminFieldErrors.imageTooLarge))
    .refine(isImageRef, coded(error));

/** An image reference that may be left blank (e.g. editing keeps the current image): blank becomes ''. */
export const optionalImageRef = () =>
  z
    .string()
    .trim()
    .max(15_000_000, coded(adminFieldErrors.imageTooLarge))
    .refine((v) => v === '' || isImageRef(v), coded(imageRefMessage))
    .nullish()
    .transform((v) => v ?? '');

/** A whole number given as a number or as the text of a form input; blank gives `fallback`. */
export const wholeNumber = (min: number, max: number, fallback: number, error: AppError = adminFieldErrors.wholeNumber) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return fallback;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n)) {
        ctx.addIssue(codedIssue(error));
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min, coded(adminFieldErrors.atLeast({ min }))).max(max, coded(adminFieldErrors.atMost({ max }))));

/** A whole number or nothing (blank or null becomes null). */
export const optionalWholeNumber = (min: number, max: number, error: AppError = adminFieldErrors.wholeNumber) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n)) {
        ctx.addIssue(codedIssue(error));
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(min, coded(adminFieldErrors.atLeast({ min })))
        .max(max, coded(adminFieldErrors.atMost({ max })))
        .nullable(),
    );
