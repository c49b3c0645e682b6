import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ping } from '#server/db/client.ts';
import { pageMeta } from '#shared/routes.ts';

function origin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** robots.txt, sitemap.xml and a health check for load balancers. */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /checkout\n\nSitemap: ${origin(app, request)}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', (request, reply) => {
    const base = origin(app, request);
    const urls = Object.entries(pageMeta)
      .filter(([, meta]) => meta.public)
      .map(([path]) => `  <url><loc>${base}${path}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
  app.get('/api/health', async () => {
    await ping(app.db);
    return { status: 'ok' };
  });
}
