import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { loginAttempts } from '#server/db/schema.ts';

/**
 * Login attempts are counted in the database (so the limits hold across instances), within a 15-minute window
 * (issue 10 item 5, decision 051):
 * - an attempt from a trusted device (a browser that earned a past login to this account) counts only against
 *   that device: 5 per window;
 * - any other attempt counts against its address (20 per window) and against the account (5 per window, however
 *   many addresses they come from).
 * So failures spread over many addresses lock the account for new browsers, never for the admin's own browser.
 */
export const loginLimits = { windowMs: 15 * 60 * 1000, perUsername: 5, perIp: 20, perDevice: 5 } as const;

const windowInterval = sql.raw(`interval '${loginLimits.windowMs / 1000} seconds'`);

/** Usernames are compared case-insensitively for the limit, so "Admin" and "admin" share one counter. */
export const attemptKey = (username: string) => username.trim().toLowerCase();

/** Records an attempt before the password is checked (a burst of parallel attempts is counted as it arrives). */
export async function recordAttempt(db: DbOrTx, username: string, ip: string, device?: string): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ username: attemptKey(username), ip, device: device ?? null })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export type AttemptCounts = { byUsername: number; byIp: number; byDevice: number };

/** Recent attempts: the account's and the address's without a trusted device, and the device's own. */
export async function countRecentAttempts(db: DbOrTx, username: string, ip: string, device?: string): Promise<AttemptCounts> {
  const recent = gt(loginAttempts.attemptedAt, sql`now() - ${windowInterval}`);
  const key = attemptKey(username);
  const byDevice = device ? sql`count(*) filter (where ${loginAttempts.device} = ${device})::int` : sql`0`;
  const [row] = await db
    .select({
      byUsername: sql<number>`count(*) filter (where ${loginAttempts.device} is null and ${loginAttempts.username} = ${key})::int`,
      byIp: sql<number>`count(*) filter (where ${loginAttempts.device} is null and ${loginAttempts.ip} = ${ip})::int`,
      byDevice: sql<number>`${byDevice}`,
    })
    .from(loginAttempts)
    .where(
      and(
        recent,
        or(eq(loginAttempts.username, key), eq(loginAttempts.ip, ip), device ? eq(loginAttempts.device, device) : undefined),
      ),
    );
  return { byUsername: row?.byUsername ?? 0, byIp: row?.byIp ?? 0, byDevice: row?.byDevice ?? 0 };
}

/** True when this attempt is over its limits (it is then refused without checking the password). */
export function overLimit(counts: AttemptCounts, trustedDevice: boolean): boolean {
  if (trustedDevice) return counts.byDevice > loginLimits.perDevice;
  return counts.byUsername > loginLimits.perUsername || counts.byIp > loginLimits.perIp;
}

/** A refused attempt is not kept: it must not extend the lock (the lock ends when the failures' window passes). */
export async function forgetAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * A successful login clears its own failures: that username's from that address, and that device's. Failures of
 * the same username from elsewhere stay (someone else's guesses keep counting against the account).
 */
export async function clearOwnFailures(db: DbOrTx, username: string, ip: string, device?: string): Promise<void> {
  const fromHere = and(eq(loginAttempts.username, attemptKey(username)), eq(loginAttempts.ip, ip), isNull(loginAttempts.device));
  await db.delete(loginAttempts).where(device ? or(fromHere, eq(loginAttempts.device, device)) : fromHere);
}

/** Attempts older than the window no longer count. */
export async function deleteOldAttempts(db: DbOrTx): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - ${windowInterval}`));
}
