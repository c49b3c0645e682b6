import { createHmac } from 'node:crypto';
import { Secret } from 'otpauth';
import { derivedKey, otpauthUri } from '#server/features/admin/totp.ts';
import { linkTokenHash } from '#server/features/users/links.ts';

/**
 * The authenticator-app secret a link enrols (decision 190): derived, never stored. HMAC-SHA256 under a key of its
 * own derived from SESSION_SECRET, over the SHA-256 of the link's token that the table keeps, cut to 160 bits (RFC
 * 4226's length). The lookup (which shows the QR code) and the accept (which checks the first code) compute the same
 * secret without a pending one in the database; nobody without both SESSION_SECRET and the token's hash can compute
 * it, and once the link is used the secret is stored, encrypted, like any other account's.
 */
export function linkSecret(sessionSecret: string, token: string): string {
  const mac = createHmac('sha256', derivedKey(sessionSecret, 'account-link-totp-v1')).update(linkTokenHash(token)).digest('hex');
  return Secret.fromHex(mac.slice(0, 40)).base32;
}

/** What the link page shows to enrol: the key as text and the QR code's otpauth:// address. */
export function linkEnrolment(sessionSecret: string, token: string, username: string) {
  const secret = linkSecret(sessionSecret, token);
  return { secret, otpauthUri: otpauthUri(secret, username) };
}
