import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { keyedHash } from '#server/http/keyed-hash.ts';

/**
 * Who starts a checkout (issue 10 item 1, decision 106): the address, the e-mail and a browser-session cookie. The
 * checkout keeps only keyed hashes of them (`a:…` address, `e:…` e-mail, `s:…` session): enough to find a client's
 * open checkouts, never the values themselves.
 */
export type CheckoutClient = { keys: string[] };

/** `__Host-` in production: HTTPS only, this host only, path /. */
export const checkoutCookieName = (config: Config) => (config.isProduction ? '__Host-cbl_checkout' : 'cbl_checkout');

const cookiePattern = /^[A-Za-z0-9_-]{32,64}$/;

function keyOf(config: Config, kind: 'a' | 'e' | 's', value: string): string {
  return `${kind}:${keyedHash(config.sessionSecret, `checkout-client:${kind}`, value)}`;
}

/**
 * The client's keys for a create-intent route; sets the browser-session cookie (random, HttpOnly, SameSite=Lax, no
 * expiry: it ends with the browser session) when the request has none.
 */
export function checkoutClient(request: FastifyRequest, reply: FastifyReply, email?: string | null): CheckoutClient {
  const config = request.server.config;
  const name = checkoutCookieName(config);
  let session = request.cookies[name];
  if (!session || !cookiePattern.test(session)) {
    session = randomBytes(24).toString('base64url');
    reply.setCookie(name, session, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
  }
  const keys = [keyOf(config, 'a', request.ip), keyOf(config, 's', session)];
  const mail = email?.trim().toLowerCase();
  if (mail) keys.push(keyOf(config, 'e', mail));
  return { keys };
}

/** Keys that name a person or a browser (not an address several families may share behind one router). */
export const strongKeys = (keys: string[]) => keys.filter((k) => !k.startsWith('a:'));
