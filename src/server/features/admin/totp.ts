import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

/**
 * Authenticator-app codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps — what every app reads from the QR
 * code), decision 190. The secret is kept encrypted (AES-256-GCM) under a key derived from SESSION_SECRET, bound to
 * the account's id: a copy of the table alone (a backup, a leak) does not reveal it.
 */
export const totpSettings = { issuer: 'CB Llívia', algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

const keyCache = new Map<string, Buffer>();

/** A 256-bit key for one purpose, derived (HKDF-SHA256) from the server's secret. */
export function derivedKey(sessionSecret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${sessionSecret}`;
  let key = keyCache.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', sessionSecret, 'cbl-second-factor', purpose, 32));
    keyCache.set(id, key);
  }
  return key;
}

const aadOf = (userId: number) => Buffer.from(`users:${userId}:totp_secret`);

/** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the base32 secret. */
export function encryptSecret(sessionSecret: string, userId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(sessionSecret, 'totp-secret-v1'), iv);
  cipher.setAAD(aadOf(userId));
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The base32 secret, or undefined when the value was not made with this key for this account. */
export function decryptSecret(sessionSecret: string, userId: number, stored: string): string | undefined {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(sessionSecret, 'totp-secret-v1'), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aadOf(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A new random secret (160 bits, RFC 4226's recommended length) in base32, as apps take it. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code carries (issuer "CB Llívia", the username as label). */
export function otpauthUri(base32: string, username: string): string {
  const { issuer, algorithm, digits, period } = totpSettings;
  return new TOTP({ issuer, label: username, algorithm, digits, period, secret: Secret.fromBase32(base32) }).toString();
}

/** The code of a secret at a time (tests and the e2e set-up compute codes the same way). */
export function totpAt(base32: string, timestamp = Date.now()): string {
  const { algorithm, digits, period } = totpSettings;
  return TOTP.generate({ secret: Secret.fromBase32(base32), algorithm, digits, period, timestamp });
}

/** The 30-second step a code belongs to, when it is right now or one step either side; otherwise undefined. */
export function matchingStep(base32: string, code: string, timestamp = Date.now()): number | undefined {
  const { algorithm, digits, period, window } = totpSettings;
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(base32), algorithm, digits, period, window, timestamp });
  if (delta === null) return undefined;
  return TOTP.counter({ period, timestamp }) + delta;
}

/**
 * Takes this step for the account if no later or equal step was taken before, in one statement: of two requests
 * with the same code (two logins at once, on two instances) exactly one wins. False: the code was already used.
 */
export async function claimStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Checks a code against the account's secret and, if right, claims its step (never accepted twice). */
export async function acceptCode(db: DbOrTx, userId: number, base32: string, code: string): Promise<boolean> {
  const step = matchingStep(base32, code);
  return step !== undefined && (await claimStep(db, userId, step));
}

/** Clears the account's second factor (secret, state); codes and remembered browsers are dropped by the caller. */
export const clearedSecondFactor = { totpSecret: null, totpEnabledAt: null, totpLastStep: null } as const;
