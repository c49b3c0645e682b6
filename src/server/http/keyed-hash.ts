import { createHmac } from 'node:crypto';

/**
 * A keyed hash of a value the server must recognise again but never keep (a client's IP, a browser cookie, an
 * e-mail): HMAC-SHA-256 with SESSION_SECRET over `purpose:value`, cut to 128 bits. One purpose per use, so a hash
 * from one table says nothing in another; whoever reads the table cannot test values against it.
 */
export const keyedHash = (secret: string, purpose: string, value: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex').slice(0, 32);
