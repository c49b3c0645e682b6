/** The one way the client talks to the API (SPEC §7): JSON, credentials included, errors read "STATUS: body". */
import { pageLocale } from '#client/lib/i18n.ts';
import { baseLocale } from '#shared/locales.ts';

/** The server's messages in the page's language (decision 176): loaded with the first error of a Spanish or French page. */
let translateError: ((catalan: string) => string) | undefined;

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
  }

  /** The server's `{ message }`, if the body is one, in the page's language (the API answers in Catalan). */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message !== 'string') return undefined;
      return translateError ? translateError(parsed.message) : parsed.message;
    } catch {
      return undefined;
    }
  }

  /** The server's `{ fieldErrors }`, if any. */
  get fieldErrors(): Record<string, string[]> | undefined {
    try {
      const parsed = JSON.parse(this.body) as { fieldErrors?: Record<string, string[]> };
      return parsed.fieldErrors;
    } catch {
      return undefined;
    }
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
  // Not in the first load (a Catalan page never needs it); if it cannot load, the Catalan is shown.
  if (pageLocale !== baseLocale && !translateError) {
    translateError = await import('#client/lib/error-messages.ts').then((m) => m.translateError, () => undefined);
  }
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
