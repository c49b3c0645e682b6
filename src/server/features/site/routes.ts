import type { FastifyInstance } from 'fastify';
import { ping } from '#server/db/client.ts';
import { listActiveCampus } from '#server/features/campus/repository.ts';
import { listProducts } from '#server/features/products/repository.ts';
import { listTeams } from '#server/features/teams/repository.ts';
import { itemPath } from '#shared/item-links.ts';
import { localizePath, locales } from '#shared/locales.ts';
import { pageMeta } from '#shared/routes.ts';
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
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /healthz\nDisallow: /checkout\nDisallow: /es/checkout\nDisallow: /fr/checkout\nDisallow: /llista-espera\nDisallow: /es/llista-espera\nDisallow: /fr/llista-espera\nDisallow: /les-meves-inscripcions\nDisallow: /es/les-meves-inscripcions\nDisallow: /fr/les-meves-inscripcions\n\nSitemap: ${base}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    // SPEC's public pages, then each team, campus and product on its own address (decision 174).
    const [teamRows, campusRows, productRows] = await Promise.all([listTeams(app.db), listActiveCampus(app.db), listProducts(app.db)]);
    const paths = [
      ...Object.entries(pageMeta)
        .filter(([, meta]) => meta.public)
        .map(([path]) => path),
      ...teamRows.map((t) => itemPath('team', t)),
      ...campusRows.map((c) => itemPath('campus', c)),
      ...productRows.map((p) => itemPath('product', p)),
    ];
    // Each page in the three languages (decision 175).
    const urls = locales
      .flatMap((locale) => paths.map((path) => localizePath(path, locale)))
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
