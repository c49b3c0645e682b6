export type FieldErrors = Record<string, string[]>;

/** An error the client may see: its status and Catalan message are sent as `{ message, fieldErrors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (message = 'No s’ha trobat el recurs.') => new HttpError(404, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const conflict = (message: string) => new HttpError(409, message);
