import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { lockTransaction } from '#server/db/locks.ts';
import {
  adminAccountLinks,
  adminSessions,
  auditLog,
  users,
} from '#server/db/schema.ts';
import { deleteRecoveryCodes } from '#server/features/admin/recovery-codes.ts';
import { clearedSecondFactor } from '#server/features/admin/totp.ts';
import { forgetTrustedBrowsers } from '#server/features/admin/trusted-browsers.ts';
import type { Role } from '#shared/permissions.ts';
import type { PendingInvitation, VolunteerAccount } from '#shared/schemas/users.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * Every account, oldest first, with its newest sign-in the server still knows of: a live session's start or the
 * audit trail's last 'sign_in' (both read through their per-account indexes).
 */
export async function listAccounts(db: DbOrTx): Promise<VolunteerAccount[]> {
  const lastSession = sql<string | null>`(select max(${adminSessions.createdAt}) from ${adminSessions} where ${adminSessions.userId} = ${users.id})`;
  const lastAudited = sql<string | null>`(select max(${auditLog.at}) from ${auditLog} where ${auditLog.actorId} = ${users.id} and ${auditLog.action} = 'sign_in')`;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
      lastSignInAt: sql<string | null>`greatest(${lastSession}, ${lastAudited})`,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    role: r.role,
    disabled: r.disabledAt !== null,
    secondFactor: r.totpEnabledAt !== null,
    createdAt: iso(r.createdAt),
    lastSignInAt: r.lastSignInAt ? iso(r.lastSignInAt) : null,
  }));
}

/** Invitations not accepted yet and still valid, soonest to expire first. */
export async function listPendingInvitations(db: DbOrTx): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: adminAccountLinks.id,
      username: adminAccountLinks.username,
      email: adminAccountLinks.email,
      role: adminAccountLinks.role,
      expiresAt: adminAccountLinks.expiresAt,
    })
    .from(adminAccountLinks)
    .where(and(eq(adminAccountLinks.kind, 'invite'), isNull(adminAccountLinks.usedAt), sql`${adminAccountLinks.expiresAt} > now()`))
    .orderBy(asc(adminAccountLinks.expiresAt));
  return rows.map((r) => ({
    id: r.id,
    username: r.username ?? '',
    email: r.email ?? '',
    role: r.role ?? 'entrenador',
    expiresAt: iso(r.expiresAt),
  }));
}

/** True when an account or a valid pending invitation already has this username, whatever the case. */
export async function usernameInUse(db: DbOrTx, username: string): Promise<boolean> {
  const key = username.toLowerCase();
  const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${key}`).limit(1);
  if (account) return true;
  const [invite] = await db
    .select({ id: adminAccountLinks.id })
    .from(adminAccountLinks)
    .where(
      and(
        eq(adminAccountLinks.kind, 'invite'),
        isNull(adminAccountLinks.usedAt),
        sql`${adminAccountLinks.expiresAt} > now()`,
        sql`lower(${adminAccountLinks.username}) = ${key}`,
      ),
    )
    .limit(1);
  return Boolean(invite);
}

export type AccountRow = { id: number; username: string; email: string | null; role: Role; disabled: boolean; secondFactor: boolean };

/** The account, its row locked until the transaction ends. */
export async function lockAccount(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) return undefined;
  const { disabledAt, totpEnabledAt, ...account } = row;
  return { ...account, disabled: disabledAt !== null, secondFactor: totpEnabledAt !== null };
}

/**
 * Serialises every change that can remove an admin (a role change, a disable) across instances, for the rest of the
 * transaction: two admins demoting each other at once are checked one after the other (decision 188).
 */
export async function lockAdminChanges(db: DbOrTx): Promise<void> {
  await lockTransaction(db, 'adminChanges');
}

/** Enabled admins other than this account. */
export async function otherEnabledAdmins(db: DbOrTx, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, exceptId)));
  return Number(row?.n ?? 0);
}

/** Ends everything that lets this account in without its password: sessions, trusted devices, remembered browsers. */
export async function endAccountAccess(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
  await forgetTrustedBrowsers(db, userId);
}

/**
 * Takes the account's second factor away (an admin's reset in Usuaris, the command line's `--reset-second-factor`):
 * its secret and recovery codes, and every way in it had (`endAccountAccess`). `also` is written in the same update
 * (the admin's reset sets an unknown password).
 */
export async function takeSecondFactorAway(db: DbOrTx, userId: number, also: Partial<typeof users.$inferInsert> = {}): Promise<void> {
  await db.update(users).set({ ...clearedSecondFactor, ...also }).where(eq(users.id, userId));
  await deleteRecoveryCodes(db, userId);
  await endAccountAccess(db, userId);
}
