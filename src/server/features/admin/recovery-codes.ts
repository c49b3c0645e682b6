import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminRecoveryCodes } from '#server/db/schema.ts';
import { derivedKey } from '#server/features/admin/totp.ts';

/**
 * Ten one-time recovery codes (decision 190): shown once, kept as HMAC-SHA256 under a key derived from
 * SESSION_SECRET (a copied table cannot be tried offline), each used once.
 * 8 characters from 31 that cannot be mistaken for each other (no i, l, o, 0, 1), written "k7m2-9xqp": ~40 bits.
 */
export const recoveryCodeCount = 10;
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[randomInt(alphabet.length)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** What the volunteer typed, as it was shown: lower case, without spaces or dashes. */
export const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (sessionSecret: string, code: string) =>
  createHmac('sha256', derivedKey(sessionSecret, 'recovery-codes-v1')).update(normalizeRecoveryCode(code)).digest('hex');

/** Replaces the account's codes with ten new ones (the old ones stop working) and answers them, the only time. */
export async function replaceRecoveryCodes(db: DbOrTx, sessionSecret: string, userId: number): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(sessionSecret, code) })));
  return codes;
}

/** Uses one code if it is the account's and unused, in one statement (two requests with it: one wins). */
export async function spendRecoveryCode(db: DbOrTx, sessionSecret: string, userId: number, typed: string): Promise<boolean> {
  if (normalizeRecoveryCode(typed).length !== 8) return false;
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(sessionSecret, typed)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}
