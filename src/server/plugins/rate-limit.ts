import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#server/http-error.ts';

/** Public form posts: what a family sends by hand, and what a bot would send in bulk. Reads are never limited. */
export const limitedPublicPosts = new Set([
  '/api/contact',
  '/api/club-registrations',
  '/api/school-registrations',
  '/api/campus-registrations',
  '/api/create-campus-payment-intent',
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
};

export const registrationLimits = {
  /** Window of both registration limits. */
  windowMs: 60 * 60 * 1000,
  /** Posts per registration route per family e-mail per window, from any address. */
  perEmail: 10,
} as const;

export const rateLimitMessage = 'Massa peticions des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.';
export const emailLimitMessage =
  'Massa inscripcions amb aquest correu electrònic en poca estona. Torneu-ho a provar d’aquí a una hora.';

/**
 * Limits public form posts per IP so nobody can flood the inbox or hold all the stock with reservations: contact,
 * checkouts and orders config.publicWriteLimit per route per 10 minutes; registrations config.registrationWriteLimit
 * per route per hour, and registrationLimits.perEmail per route per family e-mail per hour. Counters live in each
 * instance's memory (docs/decisions/008 and 018); the admin login has its own limit, counted in the database.
 * PUBLIC_WRITE_LIMIT=0 turns every one of them off.
 */
export const publicWriteLimitPlugin = fp(async (app: FastifyInstance) => {
  const max = app.config.publicWriteLimit;
  if (max === 0) return;
  const perAddress = app.config.registrationWriteLimit;
  let byEmail: ReturnType<FastifyInstance['createRateLimit']> | undefined;

  const emailLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await byEmail?.(request);
    if (limit && !limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new HttpError(429, emailLimitMessage);
    }
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
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: rateLimitMessage, retryAfter: context.after }),
  });
  byEmail = app.createRateLimit({
    max: registrationLimits.perEmail,
    timeWindow: registrationLimits.windowMs,
    keyGenerator: (request) => {
      const email = registrationPosts[request.routeOptions.url ?? '']?.(request.body as Body);
      return `${request.routeOptions.url}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
});
