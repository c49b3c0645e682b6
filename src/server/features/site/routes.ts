import type { FastifyInstance } from 'fastify';
import { ping } from '#server/db/client.ts';
import { pageMeta } from '#shared/routes.ts';

/** XML text escaping (an address may hold `&`). */
const xmlText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * robots.txt, sitemap.xml and a health check for load balancers. Absolute URLs come from PUBLIC_URL (config), never
 * from the request's Host header, which any client can forge (issue 10 item 13).
 */
export async function siteRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /checkout\n\nSitemap: ${base}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', (_request, reply) => {
    const urls = Object.entries(pageMeta)
      .filter(([, meta]) => meta.public)
      .map(([path]) => `  <url><loc>${xmlText(`${base}${path}`)}</loc></url>`)
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
