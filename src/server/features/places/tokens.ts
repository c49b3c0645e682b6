import { createHash, randomBytes } from 'node:crypto';

/** The database keeps only a link token's SHA-256 (like the admin's session tokens): a leaked row opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh random 256-bit token for an e-mailed link, and the hash that is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
