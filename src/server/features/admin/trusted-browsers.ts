import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminTrustedBrowsers, type trustedBrowserKinds, users } from '#server/db/schema.ts';
import { sessionIdOf } from '#server/features/admin/sessions.ts';

/**
 * Browsers an account trusts (decision 201): one table, one cookie per kind, each a random 256-bit token of which the
 * table keeps the SHA-256 only.
 * - 'device' (issue 10 item 5, decision 051; cookie cbl_device): every successful login gives the browser a new
 *   token (the caller retires the old one), valid 90 days; a login from it is counted against that browser only.
 * - 'remembered' ("Recorda aquest navegador 30 dies", decision 190; cookie cbl_remember): given after a typed code;
 *   for 30 days a sign-in there needs only the password. Not renewed at each login (it ends 30 days after the code).
 * Changing the password, resetting the second factor and disabling the account end both kinds; turning the second
 * factor off ends the remembered ones. A disabled account's rows are never found anyway. At most 10 of each kind per
 * account (one per browser the volunteer uses is plenty).
 */
export type TrustedBrowserKind = (typeof trustedBrowserKinds)[number];

export const trustedBrowserLimits = {
  device: { maxAgeMs: 90 * 24 * 60 * 60 * 1000, perUser: 10 },
  remembered: { maxAgeMs: 30 * 24 * 60 * 60 * 1000, perUser: 10 },
} as const satisfies Record<TrustedBrowserKind, { maxAgeMs: number; perUser: number }>;

const maxAge = (kind: TrustedBrowserKind) => sql.raw(`interval '${trustedBrowserLimits[kind].maxAgeMs / 1000} seconds'`);

export type TrustedBrowser = { id: string; userId: number; username: string };

/**
 * Trusts a browser of this kind for this account from now on and returns its token (a new random one unless given:
 * the tests and the browser tests' accounts choose theirs); the account keeps its newest few of the kind.
 */
export async function trustBrowser(
  db: DbOrTx,
  kind: TrustedBrowserKind,
  userId: number,
  token = randomBytes(32).toString('base64url'),
): Promise<string> {
  const expiresAt = sql`now() + ${maxAge(kind)}`;
  await db
    .insert(adminTrustedBrowsers)
    .values({ kind, id: sessionIdOf(token), userId, expiresAt })
    .onConflictDoUpdate({ target: [adminTrustedBrowsers.kind, adminTrustedBrowsers.id], set: { userId, expiresAt } });
  await pruneTrustedBrowsers(db, kind, userId);
  return token;
}

/** The browser this token names under this kind, if it has not expired and its account is enabled. */
export async function findTrustedBrowser(db: DbOrTx, kind: TrustedBrowserKind, token: string): Promise<TrustedBrowser | undefined> {
  const [row] = await db
    .select({ id: adminTrustedBrowsers.id, userId: adminTrustedBrowsers.userId, username: users.username })
    .from(adminTrustedBrowsers)
    .innerJoin(users, eq(users.id, adminTrustedBrowsers.userId))
    .where(
      and(
        eq(adminTrustedBrowsers.kind, kind),
        eq(adminTrustedBrowsers.id, sessionIdOf(token)),
        gt(adminTrustedBrowsers.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/** True when this remembered-browser token is valid for this account (the second factor is then not asked). */
export async function isRemembered(db: DbOrTx, userId: number, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return (await findTrustedBrowser(db, 'remembered', token))?.userId === userId;
}

/** Retires one browser (by its row id, the token's hash). */
export async function forgetTrustedBrowser(db: DbOrTx, kind: TrustedBrowserKind, id: string): Promise<void> {
  await db.delete(adminTrustedBrowsers).where(and(eq(adminTrustedBrowsers.kind, kind), eq(adminTrustedBrowsers.id, id)));
}

/** Ends the account's trusted browsers: every kind (a new password, a disabled account), or only the one given. */
export async function forgetTrustedBrowsers(db: DbOrTx, userId: number, kind?: TrustedBrowserKind): Promise<void> {
  await db
    .delete(adminTrustedBrowsers)
    .where(and(eq(adminTrustedBrowsers.userId, userId), kind ? eq(adminTrustedBrowsers.kind, kind) : undefined));
}

/** Expired rows go (any account's, any kind: they grant nothing), and the account keeps its newest few of the kind. */
async function pruneTrustedBrowsers(db: DbOrTx, kind: TrustedBrowserKind, userId: number): Promise<void> {
  const ofAccount = and(eq(adminTrustedBrowsers.kind, kind), eq(adminTrustedBrowsers.userId, userId));
  const newest = db
    .select({ id: adminTrustedBrowsers.id })
    .from(adminTrustedBrowsers)
    .where(ofAccount)
    .orderBy(sql`${adminTrustedBrowsers.createdAt} desc`)
    .limit(trustedBrowserLimits[kind].perUser);
  await db
    .delete(adminTrustedBrowsers)
    .where(or(lt(adminTrustedBrowsers.expiresAt, sql`now()`), and(ofAccount, notInArray(adminTrustedBrowsers.id, newest))));
}
