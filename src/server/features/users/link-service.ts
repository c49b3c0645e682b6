import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlStateOf, uniqueViolation } from '#server/db/errors.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/admin/passwords.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import { claimLink, dropOpenResetLinks, type FoundLink, findLink } from '#server/features/users/links.ts';
import { assertPasswordPolicy } from '#server/features/users/password-policy.ts';
import { endAccountAccess, usernameInUse } from '#server/features/users/repository.ts';
import { HttpError } from '#server/http-error.ts';
import { type AcceptLinkResult, type AccountLinkInfo, accountLinkMessages } from '#shared/schemas/users.ts';

/**
 * A link that can still be used, or the reason it cannot: unknown, used, or an account disabled since answer the
 * same 404 (nobody learns which tokens existed); expired answers 410, so the volunteer knows to ask for a new one.
 */
async function usableLink(db: Db, token: string): Promise<FoundLink> {
  const link = await findLink(db, token);
  if (!link || link.used || link.accountDisabled) throw new HttpError(404, accountLinkMessages.invalid);
  if (link.expired) throw new HttpError(410, accountLinkMessages.expired);
  return link;
}

/** POST /api/admin/account-links/lookup: what the link is for, before the volunteer types a password. */
export async function lookupLink(db: Db, token: string): Promise<AccountLinkInfo> {
  const link = await usableLink(db, token);
  return { kind: link.kind, username: link.username };
}

/**
 * POST /api/admin/account-links/accept: checks the password against the policy and hashes it (outside any
 * transaction: scrypt must not hold a connection), then in one transaction claims the link (single use: of two
 * requests racing with one token, one claims it and the other gets 404) and creates the account (an invitation) or
 * sets its password and ends every session, trusted device and remembered browser of it (a password link).
 */
export async function acceptLink(db: Db, token: string, password: string, ip: string): Promise<AcceptLinkResult> {
  const link = await usableLink(db, token);
  await assertPasswordPolicy(password, link.username);
  const hash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimLink(tx, link.id))) {
        const now = await findLink(tx, token);
        throw now?.expired && !now.used ? new HttpError(410, accountLinkMessages.expired) : new HttpError(404, accountLinkMessages.invalid);
      }
      if (link.kind === 'invite') {
        if (await usernameInUse(tx, link.username)) throw new HttpError(409, accountLinkMessages.usernameTaken);
        const [created] = await tx
          .insert(users)
          .values({ username: link.username, password: hash, role: link.role ?? 'entrenador', email: link.email })
          .returning({ id: users.id });
        const who = { actorId: created!.id, actor: link.username, ip };
        await recordAudit(tx, { action: 'invitation_accepted', entity: 'users', entityId: created!.id, fields: ['username', 'email', 'role', 'password'], ...who });
        return { kind: link.kind, username: link.username };
      }
      const userId = link.userId!;
      const [account] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).for('update');
      if (!account || account.disabledAt) throw new HttpError(404, accountLinkMessages.invalid);
      await tx.update(users).set({ password: hash }).where(eq(users.id, userId));
      await endAccountAccess(tx, userId);
      await dropOpenResetLinks(tx, userId);
      await recordAudit(tx, { action: 'password_changed', entity: 'users', entityId: userId, fields: ['password'], actorId: userId, actor: link.username, ip });
      return { kind: link.kind, username: link.username };
    });
  } catch (err) {
    // The same username created meanwhile (admin:create): a clear 409, never a 500.
    if (sqlStateOf(err) === uniqueViolation) throw new HttpError(409, accountLinkMessages.usernameTaken);
    throw err;
  }
}
