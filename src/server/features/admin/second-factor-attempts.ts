import type { DbOrTx } from '#server/db/client.ts';
import { countRecentAttempts, deleteOldAttempts, forgetAttempt, loginLimits, recordAttempt } from '#server/features/admin/login-attempts.ts';
import { HttpError } from '#server/http-error.ts';
import { loginAttempts } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { defineErrors } from '#shared/errors.ts';

export const secondFactorAttemptMessages = defineErrors(
  'secondFactorAttempt',
  { tooMany: 'Massa codis incorrectes. Torneu-ho a provar d’aquí a 15 minuts.' },
  'backOffice',
);

/**
 * Codes typed in the account area (turning it on, renewing codes, turning it off) are limited per account like the
 * password: 5 wrong ones in 15 minutes, then 429 until the window passes. They are counted in login_attempts (so
 * the limit holds across instances) under a key of their own in the `device` column, which keeps them apart from the
 * login's address and username counts.
 */
export const secondFactorAttemptKey = (userId: number) => `second-factor:${userId}`;

export async function checkCodeAttempt(
  db: DbOrTx,
  actor: { userId: number; username: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  return checkKeyedCodeAttempt(db, { key: secondFactorAttemptKey(actor.userId), username: actor.username, ip: actor.ip }, check);
}

/**
 * The same limit under any key: the account's own (above), or an invitation's while its account does not exist yet
 * (the code typed with the new password at the link, decision 190).
 */
export async function checkKeyedCodeAttempt(
  db: DbOrTx,
  who: { key: string; username: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { key } = who;
  const attemptId = await recordAttempt(db, who.username, who.ip, key);
  const { byDevice } = await countRecentAttempts(db, who.username, who.ip, key);
  if (byDevice > loginLimits.perDevice) {
    await forgetAttempt(db, attemptId);
    throw new HttpError(429, secondFactorAttemptMessages.tooMany);
  }
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    // Not checked (e.g. the password hashing queue is full): not an attempt.
    await forgetAttempt(db, attemptId);
    throw err;
  }
  // A right code clears the key's failures here; a wrong one stays counted.
  if (ok) await db.delete(loginAttempts).where(eq(loginAttempts.device, key));
  else await deleteOldAttempts(db);
  return ok;
}
