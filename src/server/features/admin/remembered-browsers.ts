import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminRememberedBrowsers, users } from '#server/db/schema.ts';
import { sessionIdOf } from '#server/features/admin/sessions.ts';

/**
 * "Recorda aquest navegador 30 dies" (decision 190): a browser that passed the second factor gets its own random
 * token (the table keeps its SHA-256); for 30 days a login there needs only the password. The token is not renewed
 * at each login (it ends 30 days after the code was typed). It ends when the second factor is turned off, the
 * password is reset or the account is disabled (those delete the rows; a disabled account's are never found).
 */
export const rememberLimits = { maxAgeMs: 30 * 24 * 60 * 60 * 1000, perUser: 10 } as const;

const maxAge = sql.raw(`interval '${rememberLimits.maxAgeMs / 1000} seconds'`);

export async function rememberBrowser(db: DbOrTx, userId: number, token = randomBytes(32).toString('base64url')): Promise<string> {
  await db
    .insert(adminRememberedBrowsers)
    .values({ id: sessionIdOf(token), userId, expiresAt: sql`now() + ${maxAge}` })
    .onConflictDoUpdate({ target: adminRememberedBrowsers.id, set: { userId, expiresAt: sql`now() + ${maxAge}` } });
  await pruneRememberedBrowsers(db, userId);
  return token;
}

/** True when this token remembers this browser for this (enabled) account and has not expired. */
export async function isRemembered(db: DbOrTx, userId: number, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: adminRememberedBrowsers.id })
    .from(adminRememberedBrowsers)
    .innerJoin(users, eq(users.id, adminRememberedBrowsers.userId))
    .where(
      and(
        eq(adminRememberedBrowsers.id, sessionIdOf(token)),
        eq(adminRememberedBrowsers.userId, userId),
        gt(adminRememberedBrowsers.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function forgetRememberedBrowsers(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(adminRememberedBrowsers).where(eq(adminRememberedBrowsers.userId, userId));
}

/** Expired rows go, and an account keeps its newest few. */
async function pruneRememberedBrowsers(db: DbOrTx, userId: number): Promise<void> {
  const newest = db
    .select({ id: adminRememberedBrowsers.id })
    .from(adminRememberedBrowsers)
    .where(eq(adminRememberedBrowsers.userId, userId))
    .orderBy(sql`${adminRememberedBrowsers.createdAt} desc`)
    .limit(rememberLimits.perUser);
  await db
    .delete(adminRememberedBrowsers)
    .where(
      or(
        lt(adminRememberedBrowsers.expiresAt, sql`now()`),
        and(eq(adminRememberedBrowsers.userId, userId), notInArray(adminRememberedBrowsers.id, newest)),
      ),
    );
}
