/**
 * What the log keeps of an error (issue 10 item 8): its type, a message without values, codes and names of
 * database objects, and the stack frames — never a query's parameters, a row's values or an e-mail address.
 * Used as pino's `err` serializer, so every `log.*({ err })` in the server goes through it.
 */

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggedError;
};

const sqlState = /^[0-9A-Z]{5}$/;

/** Drizzle's "Failed query: <sql>\nparams: <values>": the SQL (placeholders only) stays, the values go. */
function withoutParams(message: string): string {
  return message.replace(/\n?\s*params:[\s\S]*$/, '');
}

function withoutValues(message: string, fromDatabase: boolean): string {
  let out = withoutParams(message).replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<adreça>');
  // PostgreSQL quotes input values in its messages (`invalid input syntax for type integer: "…"`).
  if (fromDatabase) out = out.replace(/"[^"]*"/g, '"…"');
  return out.slice(0, 1000);
}

/** Only the "at …" lines: the first line of a stack repeats the message, values included. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

const identifier = (v: unknown) => (typeof v === 'string' && v.length <= 200 ? v : undefined);

export function serializeError(err: unknown, depth = 0): LoggedError | string {
  if (err === null || err === undefined) return String(err);
  if (typeof err !== 'object') return withoutValues(String(err), false);
  const e = err as Record<string, unknown>;
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : undefined;
  // A PostgreSQL error (SQLSTATE code) may quote values in its message; Drizzle's wrapper carries them as params.
  const fromDatabase = code !== undefined && sqlState.test(code);
  const out: LoggedError = {
    type: typeof e.name === 'string' ? e.name : (e.constructor as { name?: string } | undefined)?.name || 'Error',
    message: withoutValues(typeof e.message === 'string' ? e.message : '', fromDatabase),
  };
  if (code !== undefined) out.code = code;
  // Names of database objects (never values): what a database error is about.
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = identifier(e[key]);
    if (value) out[key] = value;
  }
  const stack = framesOf(e.stack);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 3) {
    const inner = serializeError(e.cause, depth + 1);
    out.cause = typeof inner === 'string' ? { type: 'cause', message: inner } : inner;
  }
  return out;
}

/** pino's `err` serializer (the shape Fastify's logger options ask for). */
export function errSerializer(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  const out = serializeError(err);
  if (typeof out === 'string') return { type: 'Error', message: out, stack: '' };
  return { ...out, stack: out.stack ?? '' };
}
