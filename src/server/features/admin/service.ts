import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/features/admin/passwords.ts';
import {
  clearUsernameAttempts,
  countRecentAttempts,
  deleteOldAttempts,
  forgetAttempt,
  loginLimits,
  recordAttempt,
} from '#server/features/admin/login-attempts.ts';
import { createSession, deleteExpiredSessions, deleteSessionByToken } from '#server/features/admin/sessions.ts';
import { HttpError } from '#server/http-error.ts';
import { loginMessages } from '#shared/schemas/admin.ts';

export const authMessages = {
  invalidCredentials: loginMessages.invalidCredentials,
  tooManyAttempts: "Massa intents d'accés fallits. Torneu-ho a provar d'aquí a 15 minuts.",
  unauthorized: 'Cal iniciar sessió com a administrador.',
  crossSite: 'Petició rebutjada: no prové del web del club.',
} as const;

/**
 * A valid scrypt hash (same parameters as real ones) of a random password nobody knows: an unknown username is
 * checked against it, so it costs the same time as a wrong password and gets the same answer.
 */
const dummyHash =
  'scrypt$131072$8$1$0m4q9qRdLAYmOkEib0rR3A==$JkxJa5qFW8gtew/Ld0YkW5h0JBVkd+XBew2Ax773Wo4AC+ccUnHQ7PUgI3bj7878O13IXX3lLDrGA/G93zOE1w==';

export type LoginResult = { token: string; csrfToken: string; username: string };

/** Checks the credentials under the attempt limits and opens a new session. */
export async function login(db: Db, input: { username: string; password: string }, ip: string): Promise<LoginResult> {
  const attemptId = await recordAttempt(db, input.username, ip);
  const counts = await countRecentAttempts(db, input.username, ip);
  if (counts.byUsername > loginLimits.perUsername || counts.byIp > loginLimits.perIp) {
    // Refused attempts do not extend the lock: it ends when the window of the failures passes.
    await forgetAttempt(db, attemptId);
    throw new HttpError(429, authMessages.tooManyAttempts);
  }
  const [user] = await db
    .select({ id: users.id, username: users.username, password: users.password })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  const valid = await verifyPassword(input.password, user?.password ?? dummyHash);
  if (!user || !valid) throw new HttpError(401, authMessages.invalidCredentials);

  await clearUsernameAttempts(db, input.username);
  await deleteOldAttempts(db);
  await deleteExpiredSessions(db);
  const session = await createSession(db, user.id);
  return { ...session, username: user.username };
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByToken(db, token);
}
