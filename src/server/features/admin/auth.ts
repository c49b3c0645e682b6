import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { authMessages } from '#server/features/admin/service.ts';
import { trustedBrowserLimits } from '#server/features/admin/trusted-browsers.ts';
import { authorize } from '#server/features/admin/permissions.ts';
import { type ActiveSession, findActiveSession, sessionLimits } from '#server/features/admin/sessions.ts';
import { HttpError } from '#server/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in administrator, set by `requireAdmin` on back-office routes. */
    admin: ActiveSession | null;
  }
}

/** `__Host-` in production: the browser then only accepts it over HTTPS, for this host, on path /. */
export const sessionCookieName = (config: Config) => (config.isProduction ? '__Host-cbl_admin' : 'cbl_admin');

/** The cookie plugin (signed with SESSION_SECRET) and the request's `admin` slot. */
export const adminAuthPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie, { secret: app.config.sessionSecret });
    app.decorateRequest('admin', null);
  },
  { name: 'admin-auth' },
);

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    signed: true,
    maxAge: sessionLimits.maxAgeMs / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}

/** The trusted-device cookie (issue 10 item 5): a browser that logged in before. */
export const deviceCookieName = (config: Config) => (config.isProduction ? '__Host-cbl_device' : 'cbl_device');

export function setDeviceCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(deviceCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    signed: true,
    maxAge: trustedBrowserLimits.device.maxAgeMs / 1000,
  });
}

/** The device token from the request's cookie, if it carries a correctly signed one. */
export function deviceToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[deviceCookieName(request.server.config)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The session token from the request's cookie, if it carries a correctly signed one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[sessionCookieName(request.server.config)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isStateChanging = (method: string) => !safeMethods.has(method.toUpperCase());

/**
 * True when the request says it comes from this site: its Origin (or, without one, its Referer) has this
 * request's host, or the configured PUBLIC_URL's origin. A cross-site form post fails this.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === 'null') return false;
  let from: URL;
  try {
    from = new URL(source);
  } catch {
    return false;
  }
  try {
    if (from.host === new URL(`${request.protocol}://${request.host}`).host) return true;
  } catch {
    // An unusable Host header: fall through to PUBLIC_URL.
  }
  const publicUrl = request.server.config.publicUrl;
  return Boolean(publicUrl) && from.origin === new URL(publicUrl!).origin;
}

function tokenMatches(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** CSRF (issue 3 item 4): a state-changing request shows it comes from the site, or carries the session's token. */
export function assertNotCrossSite(request: FastifyRequest, csrfToken?: string): void {
  if (!isStateChanging(request.method)) return;
  if (isSameOrigin(request)) return;
  if (csrfToken && tokenMatches(request.headers['x-csrf-token'], csrfToken)) return;
  throw new HttpError(403, authMessages.crossSite);
}

/**
 * The one auth hook over every back-office route (DESIGN rule 2): no valid session (or a disabled account), 401;
 * cross-site change, 403; a permission the volunteer's role lacks, 403 (decision 187).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  const session = token ? await findActiveSession(request.server.db, token) : undefined;
  if (!session) throw new HttpError(401, authMessages.unauthorized);
  assertNotCrossSite(request, session.csrfToken);
  authorize(request, session);
  request.admin = session;
}
