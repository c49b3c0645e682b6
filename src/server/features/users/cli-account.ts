import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/admin/passwords.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import { lockAdminChanges, otherEnabledAdmins, takeSecondFactorAway } from '#server/features/users/repository.ts';
import { HttpError } from '#server/http-error.ts';
import { userMessages } from '#server/features/users/messages.ts';
import type { Role } from '#shared/permissions.ts';

export type CliOutcome = { account: 'created' | 'updated' | 'unchanged'; roleChanged: boolean; secondFactorReset: boolean };

/** How the audit trail names the command (it has no signed-in volunteer). */
const cli = { actorId: null, actor: 'admin:create', ip: null } as const;

/**
 * `npm run admin:create -- <user> [--role <role>]` (the caller has checked the password policy). A new account is
 * created with `role` (default admin). An existing one gets the new password (ensureAdmin: its sessions, trusted
 * devices and remembered browsers end) and, when `role` is given, that role — never taking the last
 * enabled admin away (the same guard as the Usuaris area).
 */
export async function ensureAccountFromCli(
  db: Db,
  username: string,
  password: string,
  role?: Role,
  options: { resetSecondFactor?: boolean } = {},
): Promise<CliOutcome> {
  const outcome = await setAccountFromCli(db, username, password, role);
  return { ...outcome, secondFactorReset: options.resetSecondFactor ? await resetSecondFactorFromCli(db, username) : false };
}

/**
 * `--reset-second-factor` (issue 22 finding 4, decision 208): for the person holding the server when a volunteer has
 * lost the phone and the recovery codes and no other admin can reset it in the Usuaris area (or after restoring a
 * backup made before the session secret travelled with it). The secret, the recovery codes, every session, trusted
 * device and remembered browser go, in one transaction; the password just set stays, and a role that requires the
 * second factor enrols a new phone at the next sign-in before anything opens. Audited. False when it was off.
 */
async function resetSecondFactorFromCli(db: Db, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id, secret: users.totpSecret }).from(users).where(eq(users.username, username)).for('update');
    if (!row?.secret) return false;
    await takeSecondFactorAway(tx, row.id);
    await recordAudit(tx, { action: 'second_factor_reset', entity: 'users', entityId: row.id, fields: ['totpSecret'], ...cli });
    return true;
  });
}

async function setAccountFromCli(db: Db, username: string, password: string, role?: Role): Promise<Omit<CliOutcome, 'secondFactorReset'>> {
  const [existing] = await db
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  // Refused before anything is written (checked again under the lock below, for a change made meanwhile).
  const demotes = existing && role && role !== 'admin' && existing.role === 'admin' && !existing.disabledAt;
  if (demotes && (await otherEnabledAdmins(db, existing.id)) === 0) throw new HttpError(409, userMessages.lastAdmin);
  if (!existing) {
    const hash = await hashPassword(password);
    const [created] = await db
      .insert(users)
      .values({ username, password: hash, role: role ?? 'admin' })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (created) {
      await recordAudit(db, { action: 'create', entity: 'users', entityId: created.id, fields: ['username', 'password', 'role'], ...cli });
      return { account: 'created', roleChanged: false };
    }
  }
  const account = await ensureAdmin(db, username, password);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  const id = row!.id;
  if (account === 'updated') {
    await recordAudit(db, { action: 'password_changed', entity: 'users', entityId: id, fields: ['password'], ...cli });
  }
  if (!role) return { account, roleChanged: false };
  const roleChanged = await db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [current] = await tx.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)).for('update');
    if (!current || current.role === role) return false;
    if (current.role === 'admin' && !current.disabledAt && (await otherEnabledAdmins(tx, id)) === 0) {
      throw new HttpError(409, userMessages.lastAdmin);
    }
    await tx.update(users).set({ role }).where(eq(users.id, id));
    await recordAudit(tx, { action: 'role_changed', entity: 'users', entityId: id, fields: ['role'], ...cli });
    return true;
  });
  return { account, roleChanged };
}
