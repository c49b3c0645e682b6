import type { FastifyInstance } from 'fastify';
import { ping } from '#server/db/client.ts';
import { listActiveCampus } from '#server/features/campus/repository.ts';
import { listProducts } from '#server/features/products/repository.ts';
import { listTeams } from '#server/features/teams/repository.ts';
import { itemPath } from '#shared/item-links.ts';
import { localizePath, locales } from '#shared/locales.ts';
import { pageMeta, paths } from '#shared/routes.ts';
import { healthEndpoints } from '#shared/endpoints/health.ts';
import { healthResponses } from '#shared/endpoints/health-responses.ts';
import { route } from '#server/http/endpoint-route.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** XML text escaping (an address may hold `&`). */
const xmlText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * robots.txt, sitemap.xml and a health check for load balancers. Absolute URLs come from PUBLIC_URL (config), never
 * from the request's Host header, which any client can forge (issue 10 item 13).
 */
export async function siteRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;
  // The back office, the API, and every page of the route table that is not public (the checkout, the pages reached
  // from an e-mail) in each language.
  const hidden = Object.entries(pageMeta)
    .filter(([path, meta]) => !meta.public && !path.startsWith(paths.admin))
    .flatMap(([path]) => locales.map((locale) => localizePath(path, locale)));
  const robots = ['User-agent: *', ...[paths.admin, '/api/', '/healthz', ...hidden].map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''];
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots.join('\n')));
  app.get('/sitemap.xml', async (_request, reply) => {
    // SPEC's public pages, then each team, campus and product on its own address (decision 174).
    const [teamRows, campusRows, productRows] = await Promise.all([listTeams(app.db), listActiveCampus(app.db), listProducts(app.db)]);
    const pages = [
      ...Object.entries(pageMeta)
        .filter(([, meta]) => meta.public)
        .map(([path]) => path),
      ...teamRows.map((t) => itemPath('team', t)),
      ...campusRows.map((c) => itemPath('campus', c)),
      ...productRows.map((p) => itemPath('product', p)),
    ];
    // Each page in the three languages (decision 175).
    const urls = locales
      .flatMap((locale) => pages.map((path) => localizePath(path, locale)))
      .map((path) => `  <url><loc>${xmlText(`${base}${path}`)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
  route(app.withTypeProvider<ZodTypeProvider>(), healthEndpoints.check, { schema: { response: { 200: healthResponses.check } } }, async () => {
    await ping(app.db);
    return { status: 'ok' as const };
  });
}
