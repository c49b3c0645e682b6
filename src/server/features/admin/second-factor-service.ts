import { and, count, eq, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminRecoveryCodes, adminSessions, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/features/admin/passwords.ts';
import { deleteRecoveryCodes, replaceRecoveryCodes } from '#server/features/admin/recovery-codes.ts';
import { checkCodeAttempt } from '#server/features/admin/second-factor-attempts.ts';
import { acceptCode, claimStep, clearedSecondFactor, decryptSecret, encryptSecret, matchingStep, newSecret, otpauthUri } from '#server/features/admin/totp.ts';
import { forgetTrustedBrowsers } from '#server/features/admin/trusted-browsers.ts';
import { HttpError } from '#server/http-error.ts';
import { type Role, roles, secondFactorRequired } from '#shared/permissions.ts';
import type { SecondFactorSetup, SecondFactorStatus } from '#shared/schemas/second-factor.ts';

export const secondFactorRouteMessages = {
  alreadyOn: 'La verificació en dos passos ja està activada.',
  notStarted: 'Primer cal començar la configuració de la verificació en dos passos.',
  notOn: 'La verificació en dos passos no està activada.',
  wrongCode: 'El codi no és correcte.',
  wrongCodeField: 'El codi no és correcte o ja s’ha fet servir. Comproveu que l’hora del mòbil és correcta i torneu-ho a provar.',
  wrongPassword: 'La contrasenya no és correcta.',
  requiredByRole: 'El vostre rol requereix la verificació en dos passos: no es pot desactivar.',
} as const;

/** Who is acting: the session's account and the request's address (attempts are counted per account). */
export type Actor = { userId: number; username: string; role: Role; ip: string };

const requiringRoles = roles.filter((role) => secondFactorRequired[role]);

const wrongCode = () =>
  new HttpError(400, secondFactorRouteMessages.wrongCode, { code: [secondFactorRouteMessages.wrongCodeField] });

async function account(db: Db, userId: number) {
  const [row] = await db
    .select({ password: users.password, secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new HttpError(401, 'Cal iniciar sessió com a administrador.');
  return row;
}

export async function secondFactorStatus(db: Db, actor: Actor): Promise<SecondFactorStatus> {
  const row = await account(db, actor.userId);
  const [left] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, actor.userId), isNull(adminRecoveryCodes.usedAt)));
  const required = secondFactorRequired[actor.role];
  return { enabled: Boolean(row.enabledAt), required, canDisable: !required, recoveryCodesLeft: row.enabledAt ? (left?.n ?? 0) : 0 };
}

/** A new secret, kept encrypted while pending (the second factor stays off until a code proves the app has it). */
export async function startSetup(db: Db, sessionSecret: string, actor: Actor): Promise<SecondFactorSetup> {
  const secret = newSecret();
  const updated = await db
    .update(users)
    .set({ totpSecret: encryptSecret(sessionSecret, actor.userId, secret), totpLastStep: null })
    .where(and(eq(users.id, actor.userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new HttpError(409, secondFactorRouteMessages.alreadyOn);
  return { secret, otpauthUri: otpauthUri(secret, actor.username) };
}

/** Turns it on when the code matches the pending secret; answers the ten recovery codes (the only time). */
/**
 * Turns the second factor on with a right code. Every other session of the account ends in the same transaction:
 * one opened with the password alone before (perhaps by whoever stole it) must not gain the rights the second
 * factor now gives (review of issue 15). `sessionId` is the session that typed the code; it stays.
 */
export async function enableSecondFactor(db: Db, sessionSecret: string, actor: Actor, code: string, sessionId: string): Promise<string[]> {
  const row = await account(db, actor.userId);
  if (row.enabledAt) throw new HttpError(409, secondFactorRouteMessages.alreadyOn);
  const secret = row.secret ? decryptSecret(sessionSecret, actor.userId, row.secret) : undefined;
  if (!secret) throw new HttpError(409, secondFactorRouteMessages.notStarted);
  const step = matchingStep(secret, code);
  let codes: string[] | undefined;
  const ok = await checkCodeAttempt(db, actor, async () => {
    if (step === undefined) return false;
    return db.transaction(async (tx) => {
      if (!(await claimStep(tx, actor.userId, step))) return false;
      // Only the secret that was checked, and only once (two enables at once: one wins).
      const on = await tx
        .update(users)
        .set({ totpEnabledAt: new Date() })
        .where(and(eq(users.id, actor.userId), eq(users.totpSecret, row.secret!), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      if (on.length === 0) return false;
      codes = await replaceRecoveryCodes(tx, sessionSecret, actor.userId);
      await tx.delete(adminSessions).where(and(eq(adminSessions.userId, actor.userId), ne(adminSessions.id, sessionId)));
      return true;
    });
  });
  if (!ok || !codes) throw wrongCode();
  return codes;
}

/** The account's secret when the second factor is on. */
async function enabledSecret(db: Db, sessionSecret: string, userId: number) {
  const row = await account(db, userId);
  if (!row.enabledAt) throw new HttpError(409, secondFactorRouteMessages.notOn);
  return { row, secret: row.secret ? decryptSecret(sessionSecret, userId, row.secret) : undefined };
}

/** Ten new recovery codes for a right code; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, sessionSecret: string, actor: Actor, code: string): Promise<string[]> {
  const { secret } = await enabledSecret(db, sessionSecret, actor.userId);
  const ok = await checkCodeAttempt(db, actor, async () => Boolean(secret) && (await acceptCode(db, actor.userId, secret!, code)));
  if (!ok) throw wrongCode();
  return db.transaction((tx) => replaceRecoveryCodes(tx, sessionSecret, actor.userId));
}

/**
 * Turns it off (only for roles that do not require it), with the password and a code: the secret, the recovery
 * codes and the remembered browsers go.
 */
export async function disableSecondFactor(
  db: Db,
  sessionSecret: string,
  actor: Actor,
  input: { password: string; code: string },
): Promise<void> {
  if (secondFactorRequired[actor.role]) throw new HttpError(403, secondFactorRouteMessages.requiredByRole);
  const { row, secret } = await enabledSecret(db, sessionSecret, actor.userId);
  let passwordRight = false;
  let codeRight = false;
  await checkCodeAttempt(db, actor, async () => {
    passwordRight = await verifyPassword(input.password, row.password);
    codeRight = passwordRight && Boolean(secret) && (await acceptCode(db, actor.userId, secret!, input.code));
    return codeRight;
  });
  if (!passwordRight) {
    throw new HttpError(400, secondFactorRouteMessages.wrongPassword, { password: [secondFactorRouteMessages.wrongPassword] });
  }
  if (!codeRight) throw wrongCode();
  await db.transaction(async (tx) => {
    // The role as it is now, not as the session read it: an admin raising this account at the same moment must not
    // be left with an admin or treasurer without a second factor (decision 190).
    const off = await tx
      .update(users)
      .set(clearedSecondFactor)
      .where(and(eq(users.id, actor.userId), isNotNull(users.totpEnabledAt), notInArray(users.role, requiringRoles)))
      .returning({ id: users.id });
    if (off.length === 0) throw new HttpError(403, secondFactorRouteMessages.requiredByRole);
    await deleteRecoveryCodes(tx, actor.userId);
    await forgetTrustedBrowsers(tx, actor.userId, 'remembered');
  });
}
