import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { HttpError } from '#server/http-error.ts';

type Body = Record<string, unknown> | undefined;

/**
 * What a public write route (POST, PUT, PATCH or DELETE outside the back-office scope) declares next to its
 * definition, as `config: { limit }` (decision 197): which of the public limits counts it, or why none does. One
 * without stops the server at start, so a new public form cannot escape every limit by being forgotten.
 */
export type PublicLimit =
  | { readonly kind: 'form' }
  | { readonly kind: 'registration'; readonly email: (body: unknown) => unknown }
  | { readonly kind: 'exempt'; readonly reason: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The public limit of a write route outside the back office: required there (decision 197). */
    limit?: PublicLimit;
  }
}

export const publicLimits = {
  /**
   * What a family sends by hand and a bot would send in bulk: PUBLIC_WRITE_LIMIT posts per route per address per
   * 10 minutes (decision 008).
   */
  form: Object.freeze({ kind: 'form' }) as PublicLimit,
  /**
   * A registration form, filled in on one Wi-Fi on a registration evening: REGISTRATION_WRITE_LIMIT posts per route
   * per address per hour, and registrationLimits.perEmail successful ones per route per family e-mail per hour from
   * any address (decision 018). `email` reads the address its confirmation goes to from the validated `body`.
   */
  registration: <S extends z.ZodType>(declared: { body: S; email: (body: z.output<S>) => string | undefined }): PublicLimit =>
    Object.freeze({ kind: 'registration', email: declared.email as (body: unknown) => unknown }),
  /** None of these limits: the route is protected otherwise, and `reason` says how (read in review). */
  exempt: (reason: string): PublicLimit => {
    if (reason.trim() === '') throw new Error('A route exempt from the public limits says why.');
    return Object.freeze({ kind: 'exempt', reason });
  },
} as const;

export const registrationLimits = {
  /** Window of both registration limits. */
  windowMs: 60 * 60 * 1000,
  /** Successful posts per registration route per family e-mail per window, from any address (a paid one: never). */
  perEmail: 10,
} as const;

/** Window of the other public forms' limit. */
const formWindowMs = 10 * 60 * 1000;

export const rateLimitMessage = 'Massa peticions des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.';
export const emailLimitMessage =
  'Massa inscripcions amb aquest correu electrònic en poca estona. Torneu-ho a provar d’aquí a una hora.';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const backOffice = Symbol('back-office scope');

/**
 * Marks the back-office scope: its routes declare a permission instead (decision 187) and need no public limit;
 * a session and its role open them.
 */
export function exemptFromPublicLimits(scope: FastifyInstance): void {
  scope.decorate(backOffice, true);
}

const inBackOffice = (scope: FastifyInstance) => (scope as unknown as Record<symbol, unknown>)[backOffice] === true;

/**
 * Limits public writes per IP so nobody can flood the inbox or hold all the stock with reservations, as each route
 * declares (`publicLimits`): forms config.publicWriteLimit per route per 10 minutes; registrations
 * config.registrationWriteLimit per route per hour, and registrationLimits.perEmail successful posts per route per
 * family e-mail per hour (a paid confirmation, with its paymentIntentId, is exempt). Counters live in each
 * instance's memory (docs/decisions/008 and 018); the admin login has its own limit, counted in the database.
 * PUBLIC_WRITE_LIMIT=0 turns every one of them off; the declarations are required all the same.
 */
export const publicWriteLimitPlugin = fp(async (app: FastifyInstance) => {
  const max = app.config.publicWriteLimit;
  const perAddress = app.config.registrationWriteLimit;
  const byEmail = emailCounter(registrationLimits.perEmail, registrationLimits.windowMs);

  const emailKey = (request: FastifyRequest, email: (body: unknown) => unknown): string | undefined => {
    const body = request.body as Body;
    // A paid confirmation is authorised by the payment itself: never refused or counted by e-mail (decision 018).
    if (typeof body?.paymentIntentId === 'string' && body.paymentIntentId !== '') return undefined;
    const address = email(body);
    return `${request.routeOptions.url}|${typeof address === 'string' ? address.trim().toLowerCase() : ''}`;
  };
  const emailLimit = (email: (body: unknown) => unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = emailKey(request, email);
    const retryAfter = key === undefined ? 0 : byEmail.retryAfter(key);
    if (retryAfter > 0) {
      reply.header('retry-after', retryAfter);
      throw new HttpError(429, emailLimitMessage);
    }
  };
  // Only a post that did something (a record, an intent) counts against the e-mail: failed ones (402, 404, 409…)
  // cost the family nothing, so a stranger's failures cannot use up its allowance.
  const countEmail = (email: (body: unknown) => unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode >= 400) return;
    const key = emailKey(request, email);
    if (key !== undefined) byEmail.add(key);
  };

  // Sees every route of every scope registered after this plugin (all of them: it comes before the features), and
  // runs before the rate-limit plugin's own onRoute hook, which reads the config this one sets.
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const methods = [route.method].flat();
    if (!methods.some((m) => writeMethods.has(m)) || inBackOffice(this)) return;
    const limit = route.config?.limit;
    if (!limit) {
      throw new Error(
        `Public write route without a declared limit: ${methods.join(',')} ${route.url} ` +
          '(add config.limit: publicLimits.form, publicLimits.registration(…) or publicLimits.exempt(reason); decision 197)',
      );
    }
    if (max === 0 || limit.kind === 'exempt') return;
    if (limit.kind === 'form') {
      route.config = { ...route.config, rateLimit: { max, timeWindow: formWindowMs } };
      return;
    }
    if (perAddress > 0) {
      route.config = { ...route.config, rateLimit: { max: perAddress, timeWindow: registrationLimits.windowMs } };
    }
    // After validation, so the e-mail is the one the form will use (trimmed, checked).
    route.preHandler = [...[route.preHandler ?? []].flat(), emailLimit(limit.email)];
    route.onResponse = [...[route.onResponse ?? []].flat(), countEmail(limit.email)];
  });
  if (max === 0) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: rateLimitMessage, retryAfter: context.after }),
  });
});

/**
 * Successful posts per key in a fixed window from the key's first one, in this instance's memory. Expired keys are
 * dropped as the map grows, so a flood of distinct e-mails cannot grow it without bound for longer than a window.
 */
function emailCounter(max: number, windowMs: number) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  let nextSweep = 0;
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Seconds until the key may post again; 0 when it may now. */
    retryAfter(key: string): number {
      const now = Date.now();
      const entry = live(key, now);
      return entry && entry.n >= max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
    },
    add(key: string): void {
      const now = Date.now();
      if (now >= nextSweep && counts.size > 1000) {
        for (const [k, e] of counts) if (e.resetAt <= now) counts.delete(k);
        nextSweep = now + 60_000;
      }
      const entry = live(key, now);
      if (entry) entry.n += 1;
      else counts.set(key, { n: 1, resetAt: now + windowMs });
    },
  };
}
