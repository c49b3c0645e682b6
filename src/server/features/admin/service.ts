import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createDevice, deleteDevice, findDevice, pruneDevices, type TrustedDevice } from '#server/features/admin/devices.ts';
import { admitLogin, hashPassword, needsRehash, verifyPassword } from '#server/features/admin/passwords.ts';
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
import { HttpError } from '#server/http-error.ts';
import { loginMessages } from '#shared/schemas/admin.ts';

export const authMessages = {
  invalidCredentials: loginMessages.invalidCredentials,
  tooManyAttempts: "Massa intents d'accés fallits. Torneu-ho a provar d'aquí a 15 minuts.",
  unauthorized: 'Cal iniciar sessió com a administrador.',
  crossSite: 'Petició rebutjada: no prové del web del club.',
} as const;

/**
 * A valid scrypt hash (same parameters as new ones) of a random password nobody knows: an unknown username is
 * checked against it, so it costs the same time as a wrong password and gets the same answer.
 */
export const dummyHash =
  'scrypt$32768$8$3$zfPHhPhxV0QecJJuwlXVwA==$W/mgF21U/Io5R0maJfhvroGHA4ErwQ6TbE0a3V1rac9fW5Rnntfrv7puJ37+GPYsx43teUC/Vx2dClPBJv0Gbg==';

export type LoginResult = { token: string; csrfToken: string; username: string; deviceToken: string };

/**
 * Checks the credentials under the attempt limits (login-attempts.ts) and opens a new session. `deviceToken` is
 * the browser's trusted-device cookie, if any: valid for this account, it exempts the attempt from the account-wide
 * and address limits (its own per-device limit applies). A success issues a new device token.
 */
export async function login(
  db: Db,
  input: { username: string; password: string },
  ip: string,
  deviceToken?: string,
): Promise<LoginResult> {
  const device = deviceToken ? await findDevice(db, deviceToken) : undefined;
  const trusted = device && attemptKey(device.username) === attemptKey(input.username) ? device : undefined;
  // A flood is refused here, before any attempt is written (issue 10 item 7); the admin's browser always gets in line.
  const release = admitLogin(Boolean(trusted));
  try {
    return await checkAndOpen(db, input, ip, trusted);
  } finally {
    release();
  }
}

async function checkAndOpen(
  db: Db,
  input: { username: string; password: string },
  ip: string,
  trusted: TrustedDevice | undefined,
): Promise<LoginResult> {
  const attemptId = await recordAttempt(db, input.username, ip, trusted?.id);
  const counts = await countRecentAttempts(db, input.username, ip, trusted?.id);
  if (overLimit(counts, Boolean(trusted))) {
    // Refused attempts do not extend the lock: it ends when the window of the failures passes.
    await forgetAttempt(db, attemptId);
    throw new HttpError(429, authMessages.tooManyAttempts);
  }
  const [user] = await db
    .select({ id: users.id, username: users.username, password: users.password })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  let valid: boolean;
  try {
    valid = await verifyPassword(input.password, user?.password ?? dummyHash, { priority: Boolean(trusted) });
  } catch (err) {
    // Not checked (the hashing queue is full): not an attempt.
    await forgetAttempt(db, attemptId);
    throw err;
  }
  if (!user || !valid) {
    // Failures that aged out are dropped here too, so a long attack without any success keeps the table small.
    await deleteOldAttempts(db);
    throw new HttpError(401, authMessages.invalidCredentials);
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
  if (trusted) await deleteDevice(db, trusted.id);
  const newDevice = await createDevice(db, user.id);
  await pruneDevices(db, user.id);
  return { ...session, username: user.username, deviceToken: newDevice };
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByToken(db, token);
}
