import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { loginAttempts } from '#server/db/schema.ts';

/**
 * Failed logins are counted in the database (so the limit holds across instances): after 5 failures for one
 * username or 20 from one address within 15 minutes, the next attempts are refused until the window passes.
 */
export const loginLimits = { windowMs: 15 * 60 * 1000, perUsername: 5, perIp: 20 } as const;

const windowInterval = sql.raw(`interval '${loginLimits.windowMs / 1000} seconds'`);

/** Usernames are compared case-insensitively for the limit, so "Admin" and "admin" share one counter. */
export const attemptKey = (username: string) => username.trim().toLowerCase();

/** Records an attempt before the password is checked (a burst of parallel attempts is counted as it arrives). */
export async function recordAttempt(db: DbOrTx, username: string, ip: string): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ username: attemptKey(username), ip })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export async function countRecentAttempts(db: DbOrTx, username: string, ip: string) {
  const recent = gt(loginAttempts.attemptedAt, sql`now() - ${windowInterval}`);
  const [row] = await db
    .select({
      byUsername: sql<number>`count(*) filter (where ${loginAttempts.username} = ${attemptKey(username)})::int`,
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})::int`,
    })
    .from(loginAttempts)
    .where(and(recent, sql`(${loginAttempts.username} = ${attemptKey(username)} or ${loginAttempts.ip} = ${ip})`));
  return { byUsername: row?.byUsername ?? 0, byIp: row?.byIp ?? 0 };
}

export async function forgetAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** A successful login clears that username's failures (the address keeps its count). */
export async function clearUsernameAttempts(db: DbOrTx, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, attemptKey(username)));
}

/** Attempts older than the window no longer count. */
export async function deleteOldAttempts(db: DbOrTx): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - ${windowInterval}`));
}
