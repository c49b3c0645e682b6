import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { familySessions, familySignInTokens } from '#server/db/schema.ts';
import { assertNotCrossSite } from '#server/features/admin/auth.ts';
import { sessionIdOf } from '#server/features/admin/sessions.ts';
import { HttpError } from '#server/http-error.ts';
import { familyMessages } from '#shared/schemas/family.ts';

/**
 * The family page's sign-in (issue 14 item 4, decision 181): a link valid 30 minutes, used once, opens a session of
 * 60 minutes (fixed, never extended: the page is for a visit, not for staying signed in). Both the link's token and
 * the cookie's are 32 random bytes; the tables keep only their SHA-256 (the admin's `sessionIdOf`).
 */
export const familyLimits = { linkMinutes: 30, sessionMinutes: 60 } as const;

const minutes = (n: number) => sql.raw(`interval '${n} minutes'`);

declare module 'fastify' {
  interface FastifyRequest {
    /** The family signed in with its link, set by `requireFamily` on the family routes. */
    family: FamilySession | null;
  }
}

export type FamilySession = { id: string; email: string; csrfToken: string };

export const newToken = () => randomBytes(32).toString('base64url');

/** Stores a new sign-in link's hash for `email` (lower-cased by its schema) and returns the token for the link. */
export async function createSignInToken(db: DbOrTx, email: string, requester: string | null = null): Promise<string> {
  const token = newToken();
  await db
    .insert(familySignInTokens)
    .values({ id: sessionIdOf(token), email, requester, expiresAt: sql`now() + ${minutes(familyLimits.linkMinutes)}` });
  return token;
}

/**
 * Uses a link's token: one conditional update, so of two requests with the same link (on any instance) only one
 * gets the e-mail. Unknown or used: 400; expired: 410.
 */
export async function useSignInToken(db: DbOrTx, token: string): Promise<string> {
  const id = sessionIdOf(token);
  const [used] = await db
    .update(familySignInTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(familySignInTokens.id, id), isNull(familySignInTokens.usedAt), gt(familySignInTokens.expiresAt, sql`now()`)))
    .returning({ email: familySignInTokens.email });
  if (used) return used.email;
  const [row] = await db
    .select({ usedAt: familySignInTokens.usedAt })
    .from(familySignInTokens)
    .where(eq(familySignInTokens.id, id))
    .limit(1);
  if (row && !row.usedAt) throw new HttpError(410, familyMessages.linkExpired);
  throw new HttpError(400, familyMessages.linkInvalid);
}

export async function createFamilySession(db: DbOrTx, email: string): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await db.delete(familySessions).where(lt(familySessions.expiresAt, sql`now()`));
  await db.insert(familySessions).values({
    id: sessionIdOf(token),
    email,
    csrfToken,
    expiresAt: sql`now() + ${minutes(familyLimits.sessionMinutes)}`,
  });
  return { token, csrfToken };
}

async function findFamilySession(db: DbOrTx, token: string): Promise<FamilySession | undefined> {
  const [row] = await db
    .select({ id: familySessions.id, email: familySessions.email, csrfToken: familySessions.csrfToken })
    .from(familySessions)
    .where(and(eq(familySessions.id, sessionIdOf(token)), gt(familySessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function deleteFamilySession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(familySessions).where(eq(familySessions.id, id));
}

/**
 * Its own cookie, never the admin's: path /api/family, so the browser sends it to the family routes only, and
 * SameSite=Strict (it is set by the page's own request after the link is opened, never needed on a cross-site visit).
 */
export const familyCookieName = 'family_session';
const cookieOptions = (config: Config) =>
  ({ path: '/api/family', httpOnly: true, sameSite: 'strict', secure: config.isProduction }) as const;

export function setFamilyCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(familyCookieName, token, { ...cookieOptions(config), signed: true, maxAge: familyLimits.sessionMinutes * 60 });
}

export function clearFamilyCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(familyCookieName, cookieOptions(config));
}

function familyToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[familyCookieName];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The hook over every family route: no valid family session, 401; a change from another site, 403 (the admin's rule). */
export async function requireFamily(request: FastifyRequest): Promise<void> {
  const token = familyToken(request);
  const session = token ? await findFamilySession(request.server.db, token) : undefined;
  if (!session) throw new HttpError(401, familyMessages.sessionRequired);
  assertNotCrossSite(request, session.csrfToken);
  request.family = session;
}
