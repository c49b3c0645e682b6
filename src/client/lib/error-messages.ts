/**
 * Errors in the page's language, by code (decision 196, replacing decision 176's lookup of Catalan texts). Loaded
 * only on a Spanish or French page, with the forms' texts (app/route-texts.ts): `app/i18n/<locale>/forms/
 * form-errors.ts` gives the texts by code and zod's own locale for the messages zod writes itself. From then on
 * every error shown — a schema's field error in the browser, a server answer's message and field errors — is
 * looked up by its code and its `{slots}` filled from its params. A code without a text there shows its Catalan
 * message. A Catalan page never loads this module.
 */
import { z } from 'zod';
import type { Locale } from '#shared/locales.ts';
import { type AppError, type ErrorTranslator, fillSlots, translateErrorsWith } from '#shared/errors.ts';

/** A language's error texts: a template by code ("field.maxChars": "Como máximo {max} caracteres."). */
export type ErrorTexts = Readonly<Record<string, string>>;

/** zod's own messages in a language (`z.locales.es()`). */
export type ZodLocale = { localeError: z.core.$ZodErrorMap };

/** A value of the type zod's message names ("received string"), for zod's locale to name it again. */
const sampleOf: Record<string, unknown> = {
  string: '',
  number: 0,
  bigint: 0n,
  boolean: false,
  object: {},
  array: [],
  null: null,
  undefined: undefined,
  nan: Number.NaN,
};

/** An issue zod wrote itself (`zod.<code>` and the issue's params, src/server/validation.ts) in zod's `locale`. */
function zodText(error: AppError, locale: ZodLocale): string | undefined {
  const params: Record<string, unknown> = { ...error.params };
  for (const key of ['values', 'keys']) {
    if (typeof params[key] === 'string') {
      try {
        params[key] = JSON.parse(params[key] as string);
      } catch {
        delete params[key];
      }
    }
  }
  if (params.inclusive !== undefined) params.inclusive = params.inclusive === 'true';
  if (params.exact !== undefined) params.exact = params.exact === 'true';
  const issue = { ...params, code: error.code.slice('zod.'.length), input: sampleOf[String(params.received)], path: [] };
  try {
    const text = locale.localeError(issue as unknown as z.core.$ZodRawIssue);
    return typeof text === 'string' ? text : (text?.message ?? undefined);
  } catch {
    return undefined;
  }
}

/** The translator of `texts` (and of zod's messages with `zodLocale`), in `locale`. */
export function errorTranslator(locale: Locale, texts: ErrorTexts, zodLocale?: ZodLocale): ErrorTranslator {
  return (error) => {
    const template = texts[error.code];
    if (template !== undefined) return fillSlots(template, error.params, locale);
    if (zodLocale && error.code.startsWith('zod.')) return zodText(error, zodLocale);
    return undefined;
  };
}

/**
 * From now on, errors show in `locale`: the server's messages and field errors (ApiError), the schemas' field
 * errors (zod-setup.ts's error map) and zod's own messages (its locale, for the browser's validation).
 */
export function showErrorsIn(locale: Locale, texts: ErrorTexts, zodLocale?: ZodLocale): void {
  translateErrorsWith(errorTranslator(locale, texts, zodLocale));
  if (zodLocale) z.config(zodLocale);
}
