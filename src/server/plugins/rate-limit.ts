import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export const rateLimitMessage = 'Massa peticions des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.';

/**
 * Limits public form posts per IP (config.publicWriteLimit per 10 minutes) so nobody can flood the inbox or hold all
 * the stock with reservations. Counters live in each instance's memory (docs/decisions/008-rate-limits.md); the admin
 * login has its own limit, counted in the database across instances.
 */
export const publicWriteLimitPlugin = fp(async (app: FastifyInstance) => {
  const max = app.config.publicWriteLimit;
  if (max === 0) return;
  // Runs before the rate-limit plugin's own onRoute hook, which reads this config.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !limitedPublicPosts.has(route.url)) return;
    route.config = { ...(route.config as object), rateLimit: { max, timeWindow: 10 * 60 * 1000 } };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: rateLimitMessage, retryAfter: context.after }),
  });
});
