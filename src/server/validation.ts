import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { AppError, ErrorParams } from '#shared/errors.ts';
import { appErrorOf } from '#shared/zod-setup.ts';
import { type FieldProblems, HttpError, requestErrors } from '#server/http-error.ts';

/**
 * zod on the server with codes (decision 196). The shared schemas name their errors (`coded(error)`, zod-setup.ts);
 * here an issue becomes that error — its code, its Catalan text as zod wrote it, its params. An issue zod raised
 * with its own words (a schema that names no error: an unknown key, a wrong type where no form sends one) is
 * `zod.<zod's issue code>` with zod's Catalan text and the issue's numbers and names as params (the client shows
 * those with zod's own Spanish and French).
 */

type RawIssue = z.core.$ZodRawIssue;

/** What zod's issues carry besides code, message and path that a text can use. */
const zodParamKeys = ['expected', 'origin', 'format', 'maximum', 'minimum', 'inclusive', 'exact', 'divisor', 'pattern', 'prefix', 'suffix', 'includes'];

/** The type of a value as zod names it in a message ("string", "number", "array", "null"…). */
function received(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

function zodError(issue: RawIssue): AppError {
  const fields = issue as unknown as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  for (const key of zodParamKeys) {
    const v = fields[key];
    if (typeof v === 'string' || typeof v === 'number') params[key] = v;
    else if (typeof v === 'boolean') params[key] = String(v);
    else if (typeof v === 'bigint') params[key] = Number(v);
  }
  for (const key of ['values', 'keys'] as const) {
    if (Array.isArray(fields[key])) params[key] = JSON.stringify(fields[key], (_k, v) => (typeof v === 'bigint' ? Number(v) : v));
  }
  if (issue.code === 'invalid_type') params.received = received(issue.input);
  const own = z.config().localeError?.(issue);
  const message = (typeof own === 'string' ? own : own?.message) ?? 'Invalid input';
  return { code: `zod.${issue.code}`, message, params: params as ErrorParams };
}

// Only this module's error map writes this mark: zod's message then carries the error to `parseCoded` (zod gives a
// map's answer as the message and nothing else), which reads it back.
const mark = '\u0000error:';

/** One problem of a value: where (the field's path) and which error. */
export type Problem = { path: PropertyKey[]; error: AppError };

/** Parses `value` with `schema`; when it fails, each issue as a field path and an error with its code. */
export function parseCoded<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { success: true; data: z.output<S> } | { success: false; problems: Problem[] } {
  const result = schema.safeParse(value, { error: (issue) => mark + JSON.stringify(appErrorOf(issue) ?? zodError(issue)) });
  if (result.success) return { success: true, data: result.data };
  const problems = result.error.issues.map((issue): Problem => {
    if (issue.message.startsWith(mark)) return { path: issue.path, error: JSON.parse(issue.message.slice(mark.length)) as AppError };
    // A message set some other way (an issue pushed with its text): zod's code and that text.
    return { path: issue.path, error: { code: `zod.${issue.code}`, message: issue.message } };
  });
  return { success: false, problems };
}

/** The field errors of problems, by field path ("items.0.quantity"; "_" for the value itself). */
export function fieldProblems(problems: Problem[]): FieldProblems {
  const out: Record<string, AppError[]> = {};
  for (const { path, error } of problems) {
    const key = path.map(String).join('.') || '_';
    out[key] = [...(out[key] ?? []), error];
  }
  return out;
}

/** A refused request's answer: 400, SPEC's "invalid data" message, the field errors with their codes. */
export const invalidRequest = (problems: Problem[]) => new HttpError(400, requestErrors.invalid, fieldProblems(problems));

/** Fastify's validator for the routes' zod schemas (body, query, params, headers): a 400 `invalidRequest`. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseCoded(schema, data);
    return result.success ? { value: result.data } : { error: invalidRequest(result.problems) };
  };
