/** The one way the client talks to the API (SPEC §7): JSON, credentials included, errors read "STATUS: body". */
import { pageLocale } from '#client/lib/i18n.ts';
import { type AppError, type ErrorBody, type ErrorParams, errorText, isAppError } from '#shared/error-text.ts';
import { type Endpoint, type ParamNames, type PathParams, type Query, urlOf } from '#shared/endpoints/endpoint.ts';
import type { Response as EndpointResponse } from '#shared/endpoints/responses.ts';

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

/**
 * `csrf`: whose CSRF token a state-changing request carries: the admin session's (the default), or the one given
 * (the family page's, decision 181; none when it has none).
 */
export async function apiRequest(method: string, url: string, data?: unknown, csrf?: { token: string | undefined }): Promise<Response> {
  // The page's language: the server writes a family's e-mails in it (decision 177).
  const headers: Record<string, string> = { 'accept-language': pageLocale };
  let body: BodyInit | undefined;
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(data);
  }
  const token = csrf ? csrf.token : csrfToken;
  if (method !== 'GET' && token) headers['x-csrf-token'] = token;
  const res = await fetch(url, { method, headers, body, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

/**
 * Parses an answer with its endpoint's schema; a mismatch throws (and is logged), naming the endpoint and the fields.
 * Development only (Vite's dev server, Vitest): the schemas are a dynamic import that a production build drops with
 * this call, so public pages neither load nor wait for them (decision 202).
 */
export async function checkResponse(endpoint: Endpoint, value: unknown): Promise<void> {
  const { responseSchemaOf } = await import('#shared/endpoints/responses.ts');
  const schema = responseSchemaOf(endpoint);
  if (schema === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: not in the endpoint catalogue`);
  if (schema === null) return;
  const result = schema.safeParse(value);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
  const message = `${endpoint.method} ${endpoint.path}: the answer does not match its schema: ${issues}`;
  console.error(message, value);
  throw new Error(message);
}

/** What a call of an endpoint sends: its path's parameters (when it has any), a query string, a body. */
export type CallOptions<E extends Endpoint> = ([ParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E> }) & {
  query?: Query;
  body?: unknown;
  /** Another session's CSRF token instead of the admin's (`apiRequest`'s `csrf`). */
  csrfToken?: { token: string | undefined };
};

/**
 * Calls a catalogued endpoint (decision 202): its method and URL from `#shared/endpoints`, its answer typed by its
 * schema, and checked against it in development and Vitest (`import.meta.env.DEV`; never in a production build).
 * Errors as `apiRequest`'s.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[options]: [ParamNames<E['path']>] extends [never] ? [options?: CallOptions<E>] : [options: CallOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, csrfToken: csrf } = (options ?? {}) as CallOptions<Endpoint> & { params?: Record<string, string | number> };
  const url = (urlOf as (e: Endpoint, p?: Record<string, string | number>, q?: Query) => string)(endpoint, params, query);
  const res = await apiRequest(endpoint.method, url, body, csrf);
  const text = await res.text();
  const value: unknown = text ? JSON.parse(text) : undefined;
  if (import.meta.env.DEV) await checkResponse(endpoint, value);
  return value as EndpointResponse<E>;
}
