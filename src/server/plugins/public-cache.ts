import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache } from '#server/cache/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public lists as ready-made JSON, dropped on any write (see cache/public-cache.ts). */
    publicCache: PublicCache;
  }
}

/** `app.publicCache`, listening for writes on every instance; closed with the app. */
export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const publicCache = await PublicCache.open(app.database, app.config.publicCacheLimits);
    app.decorate('publicCache', publicCache);
    // This instance sees its own writes at once, before the NOTIFY comes back.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) publicCache.clear();
      done();
    });
    app.addHook('onClose', () => publicCache.close());
  },
  { name: 'public-cache', dependencies: ['database'] },
);
