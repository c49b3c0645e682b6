/**
 * The SQLSTATE of a database error (e.g. '23503', a foreign key violation), looked for on the error and its causes:
 * drizzle wraps the driver's error (node-postgres or PGlite) in its own. Undefined for anything else.
 */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const foreignKeyViolation = '23503';
/** A unique index refused the row (the same child twice in a campus or a season, decision 178). */
export const uniqueViolation = '23505';
