export type FieldErrors = Record<string, string[]>;

/** An error the client may see: its status and Catalan message are sent as `{ message, fieldErrors? }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: FieldErrors;

  constructor(statusCode: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message = 'No s’ha trobat el recurs.') => new HttpError(404, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const conflict = (message: string) => new HttpError(409, message);
