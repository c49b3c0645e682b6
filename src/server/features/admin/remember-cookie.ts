import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { trustedBrowserLimits } from '#server/features/admin/trusted-browsers.ts';

/**
 * The remembered-browser cookie (decision 190): separate from the session's, signed, httpOnly, SameSite=Strict, only
 * sent to /api/admin (the login reads it). `__Secure-` in production (a `__Host-` cookie must have path /).
 */
export const rememberCookieName = (config: Config) => (config.isProduction ? '__Secure-cbl_remember' : 'cbl_remember');
export const rememberCookiePath = '/api/admin';

export function setRememberCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(rememberCookieName(config), token, {
    path: rememberCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    signed: true,
    maxAge: trustedBrowserLimits.remembered.maxAgeMs / 1000,
  });
}

export function clearRememberCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(rememberCookieName(config), {
    path: rememberCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
  });
}

/** The remembered-browser token from the request's cookie, if it carries a correctly signed one. */
export function rememberToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[rememberCookieName(request.server.config)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
