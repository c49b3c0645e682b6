import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defineErrors } from '#shared/errors.ts';
import { HttpError } from '#server/http-error.ts';

/** Public form posts: what a family sends by hand, and what a bot would send in bulk. Reads are never limited. */
export const limitedPublicPosts = new Set([
  '/api/contact',
  '/api/club-registrations',
  '/api/school-registrations',
  '/api/campus-registrations',
  '/api/create-campus-payment-intent',
  '/api/campus-waitlist',
  // The offer and leave links (a token in the body): each guess costs a lookup, a confirm asks the provider.
  '/api/campus-waitlist/offer',
  '/api/campus-waitlist/offer/accept',
  '/api/campus-waitlist/offer/confirm',
  '/api/campus-waitlist/offer/decline',
  '/api/campus-waitlist/leave',
  '/api/create-payment-intent',
  '/api/orders',
  '/api/payments/test/confirm',
]);

type Body = Record<string, unknown> | undefined;

/**
 * The registration forms and where each carries the family's e-mail (the address its confirmation goes to). A club
 * fills these in on one Wi-Fi on a registration evening, so they are counted per hour and per e-mail as well
 * (docs/decisions/018-registration-evening-limits.md).
 */
export const registrationPosts: Record<string, (body: Body) => unknown> = {
  '/api/club-registrations': (b) => b?.guardianEmail,
  '/api/school-registrations': (b) => b?.guardianEmail,
  '/api/campus-registrations': (b) => b?.parentEmail,
  '/api/create-campus-payment-intent': (b) => (b?.registrationData as Body)?.parentEmail,
  // Joining a campus's waiting list is the same form as its sign-up (decision 180).
  '/api/campus-waitlist': (b) => b?.parentEmail,
};

export const registrationLimits = {
  /** Window of both registration limits. */
  windowMs: 60 * 60 * 1000,
  /** Successful posts per registration route per family e-mail per window, from any address (a paid one: never). */
  perEmail: 10,
} as const;

export const limitErrors = defineErrors('limit', {
  tooManyRequests: 'Massa peticions des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.',
  tooManyRegistrations: 'Massa inscripcions amb aquest correu electrònic en poca estona. Torneu-ho a provar d’aquí a una hora.',
});
export const rateLimitMessage = limitErrors.tooManyRequests;
export const emailLimitMessage = limitErrors.tooManyRegistrations;

/**
 * Limits public form posts per IP so nobody can flood the inbox or hold all the stock with reservations: contact,
 * checkouts and orders config.publicWriteLimit per route per 10 minutes; registrations config.registrationWriteLimit
 * per route per hour, and registrationLimits.perEmail successful posts per route per family e-mail per hour (a paid
 * confirmation, with its paymentIntentId, is exempt). Counters live in each
 * instance's memory (docs/decisions/008 and 018); the admin login has its own limit, counted in the database.
 * PUBLIC_WRITE_LIMIT=0 turns every one of them off.
 */
export const publicWriteLimitPlugin = fp(async (app: FastifyInstance) => {
  const max = app.config.publicWriteLimit;
  if (max === 0) return;
  const perAddress = app.config.registrationWriteLimit;
  const byEmail = emailCounter(registrationLimits.perEmail, registrationLimits.windowMs);

  const emailKey = (request: FastifyRequest): string | undefined => {
    const body = request.body as Body;
    // A paid confirmation is authorised by the payment itself: never refused or counted by e-mail (decision 018).
    if (typeof body?.paymentIntentId === 'string' && body.paymentIntentId !== '') return undefined;
    const email = registrationPosts[request.routeOptions.url ?? '']?.(body);
    return `${request.routeOptions.url}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  };
  const emailLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = emailKey(request);
    const retryAfter = key === undefined ? 0 : byEmail.retryAfter(key);
    if (retryAfter > 0) {
      reply.header('retry-after', retryAfter);
      throw new HttpError(429, emailLimitMessage);
    }
  };
  // Only a post that did something (a record, an intent) counts against the e-mail: failed ones (402, 404, 409…)
  // cost the family nothing, so a stranger's failures cannot use up its allowance.
  const countEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode >= 400) return;
    const key = emailKey(request);
    if (key !== undefined) byEmail.add(key);
  };

  // Runs before the rate-limit plugin's own onRoute hook, which reads this config.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !limitedPublicPosts.has(route.url)) return;
    if (!registrationPosts[route.url]) {
      route.config = { ...(route.config as object), rateLimit: { max, timeWindow: 10 * 60 * 1000 } };
      return;
    }
    if (perAddress > 0) {
      route.config = { ...(route.config as object), rateLimit: { max: perAddress, timeWindow: registrationLimits.windowMs } };
    }
    // After validation, so the e-mail is the one the form will use (trimmed, checked).
    const own = route.preHandler;
    route.preHandler = [...(own ? (Array.isArray(own) ? own : [own]) : []), emailLimit];
    const ownResponse = route.onResponse;
    route.onResponse = [...(ownResponse ? (Array.isArray(ownResponse) ? ownResponse : [ownResponse]) : []), countEmail];
  });
  await app.register(rateLimit, {
    global: false,
    // Thrown by the plugin, answered by the error handler (the Retry-After header says when).
    errorResponseBuilder: () => new HttpError(429, rateLimitMessage),
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
