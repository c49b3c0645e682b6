/**
 * What the client's first load needs of errors (decision 196): their shape as the API answers them, and how one is
 * shown — in the page's language once a translator is set (a Spanish or French page with its error texts), else
 * its Catalan message. The definitions (`defineErrors`) are in errors.ts, which only the schemas and the server load.
 */

/** The values a text's `{slots}` stand for. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** An error as the API answers it: its stable code, its Catalan text (SPEC's `message`), the values in that text. */
export interface AppError {
  readonly code: string;
  readonly message: string;
  readonly params?: ErrorParams;
}

/** Whether `value` is an error (what `defineErrors` gives, or the API's answer read back). */
export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).code === 'string' &&
    typeof (value as AppError).message === 'string'
  );
}

/** The text of an error in the page's language; undefined: not known in it (the Catalan is shown). */
export type ErrorTranslator = (error: AppError) => string | undefined;

let translator: ErrorTranslator | undefined;

/**
 * From now on, errors are shown through `translate` (the client does this on a Spanish or French page once its
 * texts are loaded; the server and a Catalan page never do).
 */
export function translateErrorsWith(translate: ErrorTranslator | undefined): void {
  translator = translate;
}

/** An error's text as it is shown: the page's language when known there, else its Catalan message. */
export function errorText(error: AppError): string {
  return translator?.(error) ?? error.message;
}

/** A field error's code, in an answer's `fieldCodes`: the same order as its texts in `fieldErrors`. */
export type FieldCode = { readonly code: string; readonly params?: ErrorParams };

/**
 * An error answer of the API (every 4xx and 5xx): SPEC's `message` and `fieldErrors` (Catalan texts, by field),
 * with `code` and `params` for the message and `fieldCodes` for the field errors, one per text.
 */
export type ErrorBody = {
  message: string;
  code: string;
  params?: ErrorParams;
  fieldErrors?: Record<string, string[]>;
  fieldCodes?: Record<string, FieldCode[]>;
};

/** The code and params of an error (what `fieldCodes` lists). */
export const fieldCodeOf = ({ code, params }: AppError): FieldCode => (params ? { code, params } : { code });
