import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { sqlStateOf, uniqueViolation } from '#server/db/errors.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/admin/passwords.ts';
import { replaceRecoveryCodes } from '#server/features/admin/recovery-codes.ts';
import { checkKeyedCodeAttempt, secondFactorAttemptKey } from '#server/features/admin/second-factor-attempts.ts';
import { secondFactorRouteMessages } from '#server/features/admin/second-factor-service.ts';
import { encryptSecret, matchingStep } from '#server/features/admin/totp.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import { linkEnrolment, linkSecret } from '#server/features/users/link-enrolment.ts';
import { claimLink, dropOpenResetLinks, type FoundLink, findLink, linkEnrols } from '#server/features/users/links.ts';
import { assertPasswordPolicy } from '#server/features/users/password-policy.ts';
import { endAccountAccess, usernameInUse } from '#server/features/users/repository.ts';
import { HttpError } from '#server/http-error.ts';
import type { AppError } from '#shared/errors.ts';
import { secondFactorFieldMessages } from '#shared/schemas/second-factor.ts';
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
export async function lookupLink(db: Db, sessionSecret: string, token: string): Promise<AccountLinkInfo> {
  const link = await usableLink(db, token);
  const info = { kind: link.kind, username: link.username };
  return linkEnrols(link) ? { ...info, enrol: linkEnrolment(sessionSecret, token, link.username) } : info;
}

const codeError = (error: AppError) => new HttpError(400, error, { code: [error] });

/**
 * The link's first code, when it enrols (decision 190): checked against the link's derived secret under the limit of
 * the account area's codes (5 wrong in 15 minutes: the account's own key for a password link, the invitation's
 * while its account does not exist). Answers the code's 30-second step, which the account takes as its last one:
 * the same code cannot sign in afterwards. A wrong code leaves the link as it was.
 */
async function checkLinkCode(db: Db, sessionSecret: string, token: string, link: FoundLink, code: string | undefined, ip: string) {
  if (!code) throw codeError(secondFactorFieldMessages.codeRequired);
  const key = link.kind === 'invite' ? `second-factor:invite:${link.id}` : secondFactorAttemptKey(link.userId!);
  let step: number | undefined;
  const ok = await checkKeyedCodeAttempt(db, { key, username: link.username, ip }, async () => {
    step = matchingStep(linkSecret(sessionSecret, token), code);
    return step !== undefined;
  });
  if (!ok || step === undefined) throw codeError(secondFactorRouteMessages.wrongCodeField);
  return step;
}

export type AcceptLinkInput = { token: string; password: string; code?: string | undefined };

/**
 * POST /api/admin/account-links/accept: checks the password against the policy (and, when the link enrols, the app's
 * first code) and hashes it (outside any transaction: scrypt must not hold a connection), then in one transaction
 * claims the link (single use: of two requests racing with one token, one claims it and the other gets 404) and
 * creates the account (an invitation) or sets its password and ends every session, trusted device and remembered
 * browser of it (a password link). When the link enrols, the same transaction turns two-factor sign-in on with the
 * link's secret and the code's step and makes the ten recovery codes (answered this once): the account never exists
 * with the password alone.
 */
export async function acceptLink(db: Db, sessionSecret: string, input: AcceptLinkInput, ip: string): Promise<AcceptLinkResult> {
  const { token, password } = input;
  const link = await usableLink(db, token);
  await assertPasswordPolicy(password, link.username);
  const enrols = linkEnrols(link);
  const step = enrols ? await checkLinkCode(db, sessionSecret, token, link, input.code, ip) : undefined;
  const hash = await hashPassword(password);
  /** Turns two-factor sign-in on for the account with the link's secret; answers the recovery codes. */
  const enrol = async (tx: DbOrTx, userId: number, who: { actorId: number; actor: string; ip: string }) => {
    const secret = encryptSecret(sessionSecret, userId, linkSecret(sessionSecret, token));
    await tx.update(users).set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: step! }).where(eq(users.id, userId));
    const recoveryCodes = await replaceRecoveryCodes(tx, sessionSecret, userId);
    await recordAudit(tx, { action: 'second_factor_enabled', entity: 'users', entityId: userId, ...who });
    return recoveryCodes;
  };
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimLink(tx, link.id))) {
        const now = await findLink(tx, token);
        throw now?.expired && !now.used ? new HttpError(410, accountLinkMessages.expired) : new HttpError(404, accountLinkMessages.invalid);
      }
      const done = { kind: link.kind, username: link.username };
      if (link.kind === 'invite') {
        if (await usernameInUse(tx, link.username)) throw new HttpError(409, accountLinkMessages.usernameTaken);
        const [created] = await tx
          .insert(users)
          .values({ username: link.username, password: hash, role: link.role ?? 'entrenador', email: link.email })
          .returning({ id: users.id });
        const who = { actorId: created!.id, actor: link.username, ip };
        await recordAudit(tx, { action: 'invitation_accepted', entity: 'users', entityId: created!.id, fields: ['username', 'email', 'role', 'password'], ...who });
        return enrols ? { ...done, recoveryCodes: await enrol(tx, created!.id, who) } : done;
      }
      const userId = link.userId!;
      const [account] = await tx
        .select({ disabledAt: users.disabledAt, role: users.role, totpEnabledAt: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!account || account.disabledAt) throw new HttpError(404, accountLinkMessages.invalid);
      // Checked again under the row's lock: a role or second factor changed since the first read rolls all back.
      if (linkEnrols({ ...link, accountRole: account.role, accountSecondFactor: account.totpEnabledAt !== null }) !== enrols) {
        throw new HttpError(409, accountLinkMessages.changed);
      }
      await tx.update(users).set({ password: hash }).where(eq(users.id, userId));
      await endAccountAccess(tx, userId);
      await dropOpenResetLinks(tx, userId);
      const who = { actorId: userId, actor: link.username, ip };
      await recordAudit(tx, { action: 'password_changed', entity: 'users', entityId: userId, fields: ['password'], ...who });
      return enrols ? { ...done, recoveryCodes: await enrol(tx, userId, who) } : done;
    });
  } catch (err) {
    // The same username created meanwhile (admin:create): a clear 409, never a 500.
    if (sqlStateOf(err) === uniqueViolation) throw new HttpError(409, accountLinkMessages.usernameTaken);
    throw err;
  }
}
