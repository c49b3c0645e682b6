import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { admitLogin, dummyHash, hashPassword, needsRehash, verifyPassword } from '#server/features/admin/passwords.ts';
import {
  attemptKey,
  clearOwnFailures,
  countRecentAttempts,
  deleteOldAttempts,
  forgetAttempt,
  overLimit,
  recordAttempt,
} from '#server/features/admin/login-attempts.ts';
import { createSession, deleteExpiredSessions, deleteSessionByToken } from '#server/features/admin/sessions.ts';
import {
  findTrustedBrowser,
  forgetTrustedBrowser,
  type TrustedBrowser,
  trustBrowser,
} from '#server/features/admin/trusted-browsers.ts';
import { recordAudit } from '#server/features/audit/record.ts';
import {
  checkSecondFactor,
  SecondFactorError,
  type SecondFactorInput,
  type SecondFactorPassed,
} from '#server/features/admin/second-factor-login.ts';
import { HttpError } from '#server/http-error.ts';
import { loginMessages } from '#shared/schemas/admin.ts';

export const authMessages = {
  invalidCredentials: loginMessages.invalidCredentials,
  tooManyAttempts: "Massa intents d'accés fallits. Torneu-ho a provar d'aquí a 15 minuts.",
  unauthorized: 'Cal iniciar sessió com a administrador.',
  crossSite: 'Petició rebutjada: no prové del web del club.',
} as const;

export type LoginResult = {
  token: string;
  csrfToken: string;
  username: string;
  deviceToken: string;
  /** A new remembered-browser token, when the volunteer asked to be remembered after typing a code. */
  rememberToken?: string;
};

export type LoginInput = { username: string; password: string; remember?: boolean | undefined } & SecondFactorInput;

/** What the login knows about the browser and the server besides the typed fields. */
export type LoginContext = {
  ip: string;
  sessionSecret: string;
  /** The trusted-device cookie (login limits, decision 051). */
  deviceToken?: string | undefined;
  /** The remembered-browser cookie (second factor, decision 190). */
  rememberToken?: string | undefined;
};

/**
 * Checks the credentials under the attempt limits (login-attempts.ts), then the second factor when the account has
 * one (second-factor-login.ts), and opens a new session. A trusted device (the browser's device cookie, valid for
 * this account) exempts the attempt from the account-wide and address limits (its own per-device limit applies); a
 * success issues a new device token. A wrong code counts as a failed attempt, like a wrong password.
 */
export async function login(db: Db, input: LoginInput, context: LoginContext): Promise<LoginResult> {
  const device = context.deviceToken ? await findTrustedBrowser(db, 'device', context.deviceToken) : undefined;
  const trusted = device && attemptKey(device.username) === attemptKey(input.username) ? device : undefined;
  // A flood is refused here, before any attempt is written (issue 10 item 7); the admin's browser always gets in line.
  const release = admitLogin(Boolean(trusted));
  try {
    return await checkAndOpen(db, input, context, trusted);
  } finally {
    release();
  }
}

async function checkAndOpen(db: Db, input: LoginInput, context: LoginContext, trusted: TrustedBrowser | undefined): Promise<LoginResult> {
  const { ip } = context;
  const attemptId = await recordAttempt(db, input.username, ip, trusted?.id);
  const counts = await countRecentAttempts(db, input.username, ip, trusted?.id);
  if (overLimit(counts, Boolean(trusted))) {
    // Refused attempts do not extend the lock: it ends when the window of the failures passes.
    await forgetAttempt(db, attemptId);
    throw new HttpError(429, authMessages.tooManyAttempts);
  }
  const [user] = await db
    .select({ id: users.id, username: users.username, password: users.password, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  let valid: boolean;
  try {
    valid = await verifyPassword(input.password, user?.password ?? (await dummyHash()), { priority: Boolean(trusted) });
  } catch (err) {
    // Not checked (the hashing queue is full): not an attempt.
    await forgetAttempt(db, attemptId);
    throw err;
  }
  // Only the account's id and name when it exists: a typed username may be a password typed in the wrong box.
  const who = { actorId: user?.id ?? null, actor: user?.username ?? null, ip };
  if (!user || !valid || user.disabledAt) {
    // Failures that aged out are dropped here too, so a long attack without any success keeps the table small.
    await deleteOldAttempts(db);
    await recordAudit(db, { action: 'sign_in_failed', entity: 'session', fields: ['password'], ...who });
    throw new HttpError(401, authMessages.invalidCredentials);
  }

  let passed: SecondFactorPassed;
  try {
    passed = await checkSecondFactor(db, context.sessionSecret, user.id, input, context.rememberToken);
  } catch (err) {
    if (err instanceof SecondFactorError && err.flag === 'required') {
      // The right password alone: not a failure, but no session either; the form asks for the code.
      await forgetAttempt(db, attemptId);
    } else if (err instanceof SecondFactorError) {
      await deleteOldAttempts(db);
      await recordAudit(db, { action: 'sign_in_failed', entity: 'session', fields: [input.code ? 'code' : 'recovery_code'], ...who });
    }
    throw err;
  }

  if (needsRehash(user.password)) {
    // Today's parameters from now on; only if nobody changed the password meanwhile.
    const hash = await hashPassword(input.password, { priority: true });
    await db.update(users).set({ password: hash }).where(and(eq(users.id, user.id), eq(users.password, user.password)));
  }
  await forgetAttempt(db, attemptId);
  await clearOwnFailures(db, input.username, ip, trusted?.id);
  await deleteOldAttempts(db);
  await deleteExpiredSessions(db);
  const session = await createSession(db, user.id);
  if (trusted) await forgetTrustedBrowser(db, 'device', trusted.id);
  const newDevice = await trustBrowser(db, 'device', user.id);
  const typedFactor = passed === 'code' || passed === 'recovery_code';
  const rememberToken = typedFactor && input.remember ? await trustBrowser(db, 'remembered', user.id) : undefined;
  if (passed === 'recovery_code') await recordAudit(db, { action: 'recovery_code_used', entity: 'users', entityId: user.id, ...who });
  const factors = passed === 'off' ? ['password'] : ['password', passed === 'remembered' ? 'remembered_browser' : passed];
  await recordAudit(db, { action: 'sign_in', entity: 'session', fields: factors, ...who });
  return { ...session, username: user.username, deviceToken: newDevice, ...(rememberToken ? { rememberToken } : {}) };
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByToken(db, token);
}
