import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { spendRecoveryCode } from '#server/features/admin/recovery-codes.ts';
import { acceptCode, decryptSecret } from '#server/features/admin/totp.ts';
import { isRemembered } from '#server/features/admin/trusted-browsers.ts';
import type { SecondFactorFlag } from '#shared/schemas/admin.ts';

export const secondFactorMessages = {
  required: "Introduïu el codi de verificació de l'aplicació d'autenticació.",
  invalidCode: "El codi de verificació no és correcte o ja s'ha fet servir.",
  invalidRecoveryCode: "El codi de recuperació no és correcte o ja s'ha fet servir.",
} as const;


/** The password was right but the second factor is missing or wrong: no session (answered 401 with the flag). */
export class SecondFactorError extends Error {
  readonly statusCode = 401;
  readonly flag: SecondFactorFlag;
  constructor(flag: SecondFactorFlag, message: string) {
    super(message);
    this.flag = flag;
  }
}

export type SecondFactorInput = { code?: string | undefined; recoveryCode?: string | undefined };

/** How the second factor was passed: not on for the account, a remembered browser, a code, a recovery code. */
export type SecondFactorPassed = 'off' | 'remembered' | 'code' | 'recovery_code';

/**
 * The login's second step, after a right password. An account without two-factor sign-in passes ('off'); with it,
 * a remembered browser passes, otherwise a code (never accepted twice) or an unused recovery code is needed.
 */
export async function checkSecondFactor(
  db: DbOrTx,
  sessionSecret: string,
  userId: number,
  input: SecondFactorInput,
  rememberToken: string | undefined,
): Promise<SecondFactorPassed> {
  const [account] = await db
    .select({ secret: users.totpSecret })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt)))
    .limit(1);
  if (!account) return 'off';
  if (await isRemembered(db, userId, rememberToken)) return 'remembered';
  if (input.code) {
    const secret = account.secret ? decryptSecret(sessionSecret, userId, account.secret) : undefined;
    if (secret && (await acceptCode(db, userId, secret, input.code))) return 'code';
    throw new SecondFactorError('invalid', secondFactorMessages.invalidCode);
  }
  if (input.recoveryCode) {
    if (await spendRecoveryCode(db, sessionSecret, userId, input.recoveryCode)) return 'recovery_code';
    throw new SecondFactorError('invalid', secondFactorMessages.invalidRecoveryCode);
  }
  throw new SecondFactorError('required', secondFactorMessages.required);
}
