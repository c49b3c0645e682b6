import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const proxyCheckMessages = {
  fewerHops:
    "TRUST_PROXY diu que hi ha servidors intermediaris al davant, però ha arribat una petició sense l'adreça que n'hauria d'afegir l'últim (X-Forwarded-For): si no n'hi ha, qualsevol client pot triar l'adreça amb què el compten els límits per IP. Traieu TRUST_PROXY, o feu que tot el trànsit passi pel servidor intermediari.",
} as const;

/** How many addresses X-Forwarded-For carries (each proxy appends the one it received the request from). */
function forwardedHops(header: string | string[] | undefined): number {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').filter((part) => part.trim() !== '').length;
}

/**
 * TRUST_PROXY=N reads the client's address N hops back in X-Forwarded-For (issue 22 finding 7, decision 209). A
 * request that arrives with fewer hops came past the proxies, or there are fewer proxies than said: then the address
 * the per-IP limits count is whatever the client wrote in that header. Said once per process, as a warning in the
 * log, at the first such request (the configuration cannot tell at start-up; the traffic can).
 */
export const proxyCheckPlugin = fp(
  async (app: FastifyInstance) => {
    const expected = app.config.trustProxy;
    if (expected <= 0) return;
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned) {
        const hops = forwardedHops(request.headers['x-forwarded-for']);
        if (hops < expected) {
          warned = true;
          request.log.warn({ trustProxy: expected, forwardedHops: hops, from: request.socket.remoteAddress }, proxyCheckMessages.fewerHops);
        }
      }
      done();
    });
  },
  { name: 'proxy-check' },
);
