import { z } from 'zod';
import { type AppError, errorText } from '#shared/errors.ts';

/*
 * A schema's messages are errors with a code (decision 196). A schema or check names its error with `coded(error)`
 * (`z.string(coded(required)).max(100, coded(fieldErrors.maxChars({ max: 100 })))`): zod keeps it in the schema's or
 * check's definition, as colinhacks/zod#5863 shows, and the one error map below writes it when an issue is raised —
 * the Catalan text, or on a Spanish or French page its translation (`errorText`), so the forms' field errors come
 * out in the page's language with nothing compared. The server's request validation reads the code from the same
 * place (src/server/validation.ts). A custom issue (`ctx.addIssue`, a transform's `ctx.issues.push`) carries its
 * error in `params` (`codedIssue(error)`), zod's own way for custom issues.
 */

declare module 'zod/v4/core' {
  interface $ZodTypeDef {
    /** The error this schema's issues (and its checks' without their own) are (decision 196). */
    appError?: AppError | undefined;
  }
  interface $ZodCheckDef {
    /** The error this check's issues are (decision 196). */
    appError?: AppError | undefined;
  }
}

type RawIssue = z.core.$ZodRawIssue;

/** zod's parameters of a schema or check whose issues are `error`. */
export const coded = (error: AppError) => ({ appError: error });

/** A custom issue that is `error` (for `ctx.addIssue` and a transform's `ctx.issues.push`). */
export function codedIssue(error: AppError, extra: { path?: PropertyKey[]; input?: unknown } = {}) {
  return { code: 'custom' as const, params: { appError: error }, input: extra.input, ...(extra.path ? { path: extra.path } : {}) };
}

/**
 * The error an issue is, as zod picks a message: the check's or schema's that raised it, a custom issue's own, else
 * its schema's (zod lets `z.string({ error }).max(5)` give the schema's message for the check too).
 */
export function appErrorOf(issue: RawIssue): AppError | undefined {
  const own = issue.inst?._zod.def.appError;
  if (own) return own;
  if (issue.code === 'custom') {
    const carried = (issue.params as { appError?: AppError } | undefined)?.appError;
    if (carried) return carried;
  }
  return issue.schema !== issue.inst ? issue.schema?._zod.def.appError : undefined;
}

// zod's own messages in Catalan (what an issue without an error of ours says), and no code generation (the CSP
// forbids eval).
z.config(z.locales.ca());
z.config({ jitless: true, customError: (issue) => {
  const error = appErrorOf(issue);
  return error ? errorText(error) : undefined;
} });
