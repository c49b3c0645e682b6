import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const stripeScript = 'https://js.stripe.com';

/** The Content-Security-Policy: our own origin only, plus Stripe's origins for the payment form. */
export function contentSecurityPolicy(production: boolean): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", stripeScript],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'https://api.stripe.com', 'https://r.stripe.com'],
    ['frame-src', stripeScript, 'https://hooks.stripe.com'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(production ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join(';');
}

/** Every security header, as one object made once: the same on every response, whatever its route or status. */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(production),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every response (the set helmet sends, with our CSP). They are fixed, so they are built once at
 * start-up; helmet rebuilt them on every request, which cost about a sixth of the server's time on a cached list
 * (docs/decisions/011).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(app.config.isProduction);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
