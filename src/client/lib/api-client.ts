/** The one way the client talks to the API (SPEC §7): JSON, credentials included, errors read "STATUS: body". */
import { pageLocale } from '#client/lib/i18n.ts';
import { type AppError, type ErrorBody, type ErrorParams, errorText, isAppError } from '#shared/error-text.ts';

/**
 * A refused request. The API answers `{ message, code, params?, fieldErrors?, fieldCodes? }` (decision 196): the
 * message and field errors in Catalan, each with its code. What a page shows goes through `errorText`: on a Spanish
 * or French page whose error texts are loaded, the text for the code; otherwise the Catalan as it came.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
  }

  private get parsed(): Partial<ErrorBody> | undefined {
    try {
      const parsed = JSON.parse(this.body) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ErrorBody>) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's error (its code, Catalan message and params), if the body is one. */
  get error(): AppError | undefined {
    const parsed = this.parsed;
    return isAppError(parsed) ? { code: parsed.code, message: parsed.message, ...(parsed.params ? { params: parsed.params } : {}) } : undefined;
  }

  /** The error's stable code (`campus.full`), if the body is one. */
  get code(): string | undefined {
    return this.error?.code;
  }

  /** The values in the error's text (`{ max: 20 }`), if any. */
  get params(): ErrorParams | undefined {
    return this.error?.params;
  }

  /** Whether this is the server's answer `error` (by its code; the status too when given). */
  is(error: Pick<AppError, 'code'>, status?: number): boolean {
    return this.code === error.code && (status === undefined || this.status === status);
  }

  /** The server's message, if the body is one, in the page's language when its texts know the code. */
  get serverMessage(): string | undefined {
    const error = this.error;
    if (error) return errorText(error);
    // An answer from before codes, or not the API's (a proxy's page): its message as it is.
    const message = this.parsed?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The server's field errors, if any, each in the page's language when its texts know its code. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const { fieldErrors, fieldCodes } = this.parsed ?? {};
    if (!fieldErrors) return undefined;
    return Object.fromEntries(
      Object.entries(fieldErrors).map(([field, texts]) => [
        field,
        texts.map((message, i) => {
          const coded = fieldCodes?.[field]?.[i];
          return coded ? errorText({ ...coded, message }) : message;
        }),
      ]),
    );
  }
}

const unauthorizedListeners = new Set<() => void>();

/** Lets the admin area hear about a 401 from any admin call (to send the user back to the login). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  if (res.status === 401) for (const listener of unauthorizedListeners) listener();
  throw new ApiError(res.status, text);
}

let csrfToken: string | undefined;
/** The admin session's CSRF token, sent as a header on every state-changing request. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The headers a request of this method carries besides its body's (for callers that cannot use `apiRequest`). */
export function csrfHeaders(method: string): Record<string, string> {
  return method !== 'GET' && csrfToken ? { 'x-csrf-token': csrfToken } : {};
}

/** Throws the ApiError of a non-OK response (telling the 401 listeners), as `apiRequest` does. */
export const ensureOk = throwIfNotOk;

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  // The page's language: the server writes a family's e-mails in it (decision 177).
  const headers: Record<string, string> = { 'accept-language': pageLocale };
  let body: BodyInit | undefined;
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(data);
  }
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const res = await fetch(url, { method, headers, body, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

/** GET a JSON resource. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

/** Send JSON and read the JSON answer (or undefined for an empty one). */
export async function sendJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
