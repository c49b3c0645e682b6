import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { lockTransactionOn } from '#server/db/locks.ts';
import { adminAccountLinks, adminSessions, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/admin/passwords.ts';
import { authMessages } from '#server/features/admin/service.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import { dropLinksMadeBy, dropOpenResetLinks, insertLink, pruneEndedLinks } from '#server/features/users/links.ts';
import { accountLinkUrl, invitationMail, resetLinkMail, secondFactorResetMail } from '#server/features/users/mail.ts';
import { userMessages } from '#server/features/users/messages.ts';
import {
  type AccountRow,
  endAccountAccess,
  lockAccount,
  lockAdminChanges,
  otherEnabledAdmins,
  takeSecondFactorAway,
  usernameInUse,
} from '#server/features/users/repository.ts';
import { HttpError } from '#server/http-error.ts';
import { queueMail } from '#server/mail/queue.ts';
import { type Role, secondFactorRequired } from '#shared/permissions.ts';
import type { AccountLinkCreated, InvitationInput } from '#shared/schemas/users.ts';

export type UserDeps = Pick<FastifyInstance, 'db' | 'mail' | 'config'>;

/** Who makes the change, as the audit trail names them. */
export type Actor = { actorId: number; actor: string; ip: string };

const entity = 'users';

/**
 * POST /api/admin/users/invitations: a single-use invitation link (48 h) for a username nobody has or is invited
 * with, mailed to the volunteer in the same transaction and answered once to the admin. Two invitations of the same
 * name at once are checked one after the other (a lock on the name).
 */
export async function inviteVolunteer(deps: UserDeps, input: InvitationInput & { role: Role }, by: Actor): Promise<AccountLinkCreated> {
  const created = await deps.db.transaction(async (tx) => {
    await lockTransactionOn(tx, 'invitation', input.username);
    if (await usernameInUse(tx, input.username)) throw new HttpError(409, userMessages.usernameTaken);
    await pruneEndedLinks(tx);
    const link = await insertLink(tx, { kind: 'invite', createdBy: by.actorId, username: input.username, email: input.email, role: input.role });
    const url = accountLinkUrl(deps.config.publicUrl, link.token);
    await queueMail(tx, invitationMail(input.email, url, { username: input.username, role: input.role, invitedBy: by.actor }));
    await recordAudit(tx, { action: 'invited', entity: 'admin_account_links', entityId: link.id, fields: ['username', 'email', 'role'], ...by });
    return { link: url, expiresAt: link.expiresAt.toISOString(), email: input.email };
  });
  deps.mail.kick();
  return created;
}

/** DELETE /api/admin/users/invitations/:id: the link stops working at once. */
export async function withdrawInvitation(deps: UserDeps, id: number, by: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(adminAccountLinks)
      .where(sql`${adminAccountLinks.id} = ${id} and ${adminAccountLinks.kind} = 'invite' and ${adminAccountLinks.usedAt} is null`)
      .returning({ id: adminAccountLinks.id });
    if (gone.length === 0) throw new HttpError(404, userMessages.invitationNotFound);
    await recordAudit(tx, { action: 'delete', entity: 'admin_account_links', entityId: id, fields: [], ...by });
  });
}

/**
 * The guard of every change that could leave the club without an admin (nobody changes their own role or disables
 * themselves; the callers check that first): the last enabled admin stays one (409). Run under lockAdminChanges, so
 * two admins demoting each other at the same moment are checked one after the other and the second is refused.
 */
async function assertAnotherAdmin(tx: DbOrTx, target: AccountRow): Promise<void> {
  if (target.role === 'admin' && !target.disabled && (await otherEnabledAdmins(tx, target.id)) === 0) {
    throw new HttpError(409, userMessages.lastAdmin);
  }
}

/** PATCH /api/admin/users/:id {role}: read at the volunteer's next request (the session reads the role each time). */
export async function changeRole(deps: UserDeps, id: number, role: Role, by: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const target = await lockAccount(tx, id);
    if (!target) throw new HttpError(404, userMessages.notFound);
    if (target.role === role) return;
    if (target.id === by.actorId) throw new HttpError(409, userMessages.selfRole);
    // No account reaches a role that requires a second factor without one (decision 190): otherwise its password
    // alone would sign in and enrol, whoever typed it first.
    if (secondFactorRequired[role] && !target.secondFactor) throw new HttpError(409, userMessages.needsSecondFactor);
    if (role !== 'admin') {
      await assertAnotherAdmin(tx, target);
      await dropLinksMadeBy(tx, id);
    }
    await tx.update(users).set({ role }).where(eq(users.id, id));
    await recordAudit(tx, { action: 'role_changed', entity, entityId: id, fields: ['role'], ...by });
  });
}

/**
 * POST /api/admin/users/:id/disable and /enable. Disabling ends at once everything that lets the account in (its
 * sessions, trusted devices and remembered browsers) and voids its pending password links.
 */
export async function setDisabled(deps: UserDeps, id: number, disabled: boolean, by: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const target = await lockAccount(tx, id);
    if (!target) throw new HttpError(404, userMessages.notFound);
    if (target.disabled === disabled) return;
    if (disabled) {
      if (target.id === by.actorId) throw new HttpError(409, userMessages.selfDisable);
      await assertAnotherAdmin(tx, target);
      await endAccountAccess(tx, id);
      await dropOpenResetLinks(tx, id);
      await dropLinksMadeBy(tx, id);
    }
    await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(users.id, id));
    await recordAudit(tx, { action: disabled ? 'account_disabled' : 'account_enabled', entity, entityId: id, fields: ['disabledAt'], ...by });
  });
}

/**
 * POST /api/admin/users/:id/password-link: a single-use link (48 h) to choose a new password, replacing any earlier
 * one of the account; mailed when the account has an address, and answered once to the admin.
 */
export async function createPasswordLink(deps: UserDeps, id: number, by: Actor): Promise<AccountLinkCreated> {
  const created = await deps.db.transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    if (!target) throw new HttpError(404, userMessages.notFound);
    if (target.disabled) throw new HttpError(409, userMessages.disabledAccount);
    await pruneEndedLinks(tx);
    await dropOpenResetLinks(tx, id);
    const link = await insertLink(tx, { kind: 'reset', createdBy: by.actorId, userId: id });
    const url = accountLinkUrl(deps.config.publicUrl, link.token);
    if (target.email) await queueMail(tx, resetLinkMail(target.email, url, target.username));
    await recordAudit(tx, { action: 'password_reset_link', entity, entityId: id, fields: [], ...by });
    return { link: url, expiresAt: link.expiresAt.toISOString(), email: target.email };
  });
  deps.mail.kick();
  return created;
}

/**
 * POST /api/admin/users/:id/second-factor-reset, for a volunteer who lost the phone and the recovery codes (decision
 * 190). Cleared at once, in one transaction: the secret, the recovery codes, every session, trusted device and
 * remembered browser, and the password (replaced by the hash of a random one nobody knows; a lost phone may be in
 * someone's hands with the password saved on it). A password link (48 h, single use, mailed and answered once) is
 * then the only way in: it asks for a new password and enrols the new phone in the same step (a role that requires
 * the second factor) before anything opens. Under the lock of the admin changes, and only while the asking session
 * still exists: two admins resetting each other at the same moment cannot lock each other out.
 */
export async function resetSecondFactor(deps: UserDeps, id: number, by: Actor, sessionId: string): Promise<AccountLinkCreated> {
  // Hashed before the transaction: scrypt must not hold a connection.
  const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [asking] = await tx.select({ id: adminSessions.id }).from(adminSessions).where(eq(adminSessions.id, sessionId));
    if (!asking) throw new HttpError(401, authMessages.unauthorized);
    const target = await lockAccount(tx, id);
    if (!target) throw new HttpError(404, userMessages.notFound);
    if (target.id === by.actorId) throw new HttpError(409, userMessages.selfSecondFactor);
    if (target.disabled) throw new HttpError(409, userMessages.disabledSecondFactor);
    if (!target.secondFactor) throw new HttpError(409, userMessages.secondFactorOff);
    await takeSecondFactorAway(tx, id, { password: unknownPassword });
    await pruneEndedLinks(tx);
    await dropOpenResetLinks(tx, id);
    const link = await insertLink(tx, { kind: 'reset', createdBy: by.actorId, userId: id });
    const url = accountLinkUrl(deps.config.publicUrl, link.token);
    if (target.email) await queueMail(tx, secondFactorResetMail(target.email, url, target));
    await recordAudit(tx, { action: 'second_factor_reset', entity, entityId: id, fields: ['password', 'totpSecret'], ...by });
    return { link: url, expiresAt: link.expiresAt.toISOString(), email: target.email };
  });
  deps.mail.kick();
  return created;
}
