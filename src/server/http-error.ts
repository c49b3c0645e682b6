import { type AppError, defineErrors, type ErrorBody, type ErrorParams, fieldCodeOf } from '#shared/errors.ts';

/** Field errors as a route gives them: each field's errors, in the order they are shown. */
export type FieldProblems = Readonly<Record<string, readonly AppError[]>>;

/**
 * The answers no feature owns (decision 196): the request itself (bad JSON, too large, a validation failure, an
 * unknown route) and the server's own failures. The error handler, the 404 handler and the validator give them.
 */
export const requestErrors = defineErrors('request', {
  invalid: 'Les dades enviades no són vàlides.',
  invalidJson: 'El cos de la petició no és un JSON vàlid.',
  tooLarge: 'La petició és massa gran.',
  unsupportedMedia: 'Tipus de contingut no admès.',
  notFound: 'No s’ha trobat el recurs.',
  generic: 'Hi ha hagut un error.',
});

/**
 * An error the client may see: its status, and the error (code, Catalan message, params) with its field errors if
 * any, sent as `{ message, code, params?, fieldErrors?, fieldCodes? }` (decision 196). It takes a definition, never
 * a bare text, so every answer has a code.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly params?: ErrorParams;
  readonly fields?: FieldProblems;

  constructor(statusCode: number, error: AppError, fields?: FieldProblems) {
    super(error.message);
    this.statusCode = statusCode;
    this.code = error.code;
    if (error.params) this.params = error.params;
    if (fields) this.fields = fields;
  }

  /** The answer's body. */
  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code };
    if (this.params) body.params = this.params;
    if (this.fields) {
      const entries = Object.entries(this.fields);
      body.fieldErrors = Object.fromEntries(entries.map(([field, errors]) => [field, errors.map((e) => e.message)]));
      body.fieldCodes = Object.fromEntries(entries.map(([field, errors]) => [field, errors.map(fieldCodeOf)]));
    }
    return body;
  }
}

export const notFound = (error: AppError = requestErrors.notFound) => new HttpError(404, error);
export const badRequest = (error: AppError, fields?: FieldProblems) => new HttpError(400, error, fields);
export const conflict = (error: AppError) => new HttpError(409, error);
/** `error` on one field, and as the answer's message (the common case of a form's one refused field). */
export const fieldError = (status: number, field: string, error: AppError) => new HttpError(status, error, { [field]: [error] });
