import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminSessions, users } from '#server/db/schema.ts';
import type { Role } from '#shared/permissions.ts';

/** DESIGN rule 2 / issue 3: a session ends after 8 hours without use and 7 days after the login at most. */
export const sessionLimits = {
  idleMs: 8 * 60 * 60 * 1000,
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
  touchEveryMs: 60 * 1000,
} as const;

const idle = sql.raw(`interval '${sessionLimits.idleMs / 1000} seconds'`);
const maxAge = sql.raw(`interval '${sessionLimits.maxAgeMs / 1000} seconds'`);
const touchEvery = sql.raw(`interval '${sessionLimits.touchEveryMs / 1000} seconds'`);

/** The cookie carries the token; the database keeps only its SHA-256, so a leaked row cannot be replayed. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewSession = { token: string; csrfToken: string };

/** A new session with a fresh random 256-bit token (a new id at every login). */
export async function createSession(db: DbOrTx, userId: number): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    id: sessionIdOf(token),
    userId,
    csrfToken,
    expiresAt: sql`now() + ${maxAge}`,
  });
  return { token, csrfToken };
}

export type ActiveSession = {
  id: string;
  userId: number;
  username: string;
  csrfToken: string;
  role: Role;
  /** Whether the account has two-factor sign-in on (an admin or treasurer without it may only set it up). */
  totpEnabled: boolean;
};

/**
 * The session this token opens, if it is still valid (database time, so every instance agrees) and its account is
 * not disabled; its lastSeenAt moves forward when it is more than a minute old.
 */
export async function findActiveSession(db: DbOrTx, token: string): Promise<ActiveSession | undefined> {
  const id = sessionIdOf(token);
  const [row] = await db
    .select({
      id: adminSessions.id,
      userId: adminSessions.userId,
      username: users.username,
      csrfToken: adminSessions.csrfToken,
      role: users.role,
      totpEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
      stale: sql<boolean>`${adminSessions.lastSeenAt} < now() - ${touchEvery}`,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.id, id),
        isNull(users.disabledAt),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.createdAt, sql`now() - ${maxAge}`),
        gt(adminSessions.lastSeenAt, sql`now() - ${idle}`),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.stale) await db.update(adminSessions).set({ lastSeenAt: sql`now()` }).where(eq(adminSessions.id, id));
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    csrfToken: row.csrfToken,
    role: row.role,
    totpEnabled: Boolean(row.totpEnabled),
  };
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionIdOf(token)));
}

/** Drops sessions that can no longer be used (run at each login; the table stays small). */
export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, sql`now()`),
        lt(adminSessions.createdAt, sql`now() - ${maxAge}`),
        lt(adminSessions.lastSeenAt, sql`now() - ${idle}`),
      ),
    );
}
