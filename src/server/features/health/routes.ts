import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readHealth } from '#server/features/health/service.ts';

const healthySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  mailQueue: z.object({ pending: z.number().int(), oldestPendingAgeSeconds: z.number().int().nullable() }),
  lastBackup: z.object({ at: z.string(), ageHours: z.number() }).nullable(),
});
const unhealthySchema = z.object({ status: z.literal('error'), database: z.literal('unreachable') });

/**
 * GET /healthz (public, outside /api, decision 184): for an uptime monitor. 200 with the database reachable, the mail
 * queue's depth and the last backup's age; 503 when the database fails or is slow. Never cached anywhere, never
 * rate-limited (a GET: the public limits count form posts only), kept out of robots.txt and the sitemap.
 * GET /api/health stays as it was: the bare liveness probe the test servers wait on.
 */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/healthz', { schema: { response: { 200: healthySchema, 503: unhealthySchema } } }, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const health = await readHealth(app.db, app.config.dataDir, (err) =>
        request.log.warn({ err }, 'healthz: the database is unreachable'),
      );
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    });
}
