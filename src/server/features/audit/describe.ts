import type { AuditAction } from '#shared/audit.ts';

/**
 * How a back-office request becomes an audit entry (decision 189): pure functions of the route's pattern, the method,
 * the status, what was sent and what was answered. Values never leave here, only names.
 */

/**
 * The entity a route acts on, from its URL pattern (after `/api` and `admin/`), in snake case: the collection a
 * record's id belongs to — the fixed segment right before the first parameter ('/api/teams/:id' → 'teams',
 * '/api/admin/campus-waitlist/:id/offer' → 'campus_waitlist', '/api/admin/users/invitations/:id' → 'invitations') —
 * or, for a URL without one, its first fixed segment ('/api/club-members/import' → 'club_members',
 * '/api/admin/seasons/open' → 'seasons'). A route whose pattern says otherwise names it in `config.auditEntity`.
 */
export function entityOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  if (segments[0] === 'admin' && segments.length > 1) segments.shift();
  const param = segments.findIndex((s) => s.startsWith(':'));
  const name = (param > 0 ? segments[param - 1] : segments.find((s) => !s.startsWith(':'))) ?? 'api';
  return name.replace(/\.[a-z0-9]+$/i, '').replaceAll('-', '_').toLowerCase();
}

/**
 * What a successful write did: DELETE deletes, PUT and PATCH update; a POST to a collection's URL creates, and so does
 * one on a record's URL that answers 201 with a new record's id (POST /api/products/:id/sizes). Any other POST on a
 * record's URL (…/:id/offer, …/:id/confirm, …/:id/password-link) is an action on that record: an update.
 */
export function writeAction(
  method: string,
  status: number,
  url: string,
  createdId: string | null,
): Extract<AuditAction, 'create' | 'update' | 'delete'> | undefined {
  switch (method) {
    case 'DELETE':
      return 'delete';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'POST':
      return !url.includes('/:') || (status === 201 && createdId !== null) ? 'create' : 'update';
    default:
      return undefined;
  }
}

/** A field's name as the club's routes spell them (camelCase, snake_case): anything else is not recorded. */
const fieldName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** A body or query cannot make an entry grow without bound. */
const maxFields = 100;

export const keysOf = (value: unknown): string[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

/**
 * The names of the top-level keys actually sent. With the route's schema (`validated` is what it kept), only the
 * names it knows: a key made up by the sender (it could carry a name or a DNI as its *name*) is never recorded.
 * Without a schema, only names that look like field names.
 */
export function sentFields(raw: readonly string[], validated: unknown, hasSchema: boolean): string[] {
  const known = hasSchema ? new Set(keysOf(validated)) : undefined;
  const names = raw.filter((k) => fieldName.test(k) && (known ? known.has(k) : true));
  return [...new Set(names)].slice(0, maxFields);
}

/** Multipart part names that look like field names, once each. */
export const partNames = (names: Iterable<string>): string[] => [...new Set([...names].filter((n) => fieldName.test(n)))].slice(0, maxFields);

/** An id as the entry keeps it: a whole number or a short token-like text (nothing else is an id). */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  return null;
}

/** The biggest answer whose `id` is looked for (a created record is small; a list is not parsed). */
const maxAnswerBytes = 256 * 1024;

/** The `id` of a created record in the JSON answer, if there is one. */
export function answerId(payload: unknown, contentType: unknown): string | null {
  if (typeof contentType !== 'string' || !contentType.includes('json')) return null;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined || text.length > maxAnswerBytes) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? idOf((parsed as { id?: unknown }).id) : null;
  } catch {
    return null;
  }
}
