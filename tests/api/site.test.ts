import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '#shared/locales.ts';
import { pageMeta, paths } from '#shared/routes.ts';
import { withTestApp } from '../helpers/fixture.ts';
import { createTestApp } from '../helpers/app.ts';

const t = withTestApp();

describe('pages and files', () => {
  it.each(['/', '/historia', '/equips', '/partits', '/botiga', '/campus', '/fotos', '/inscriute', '/contacte', '/checkout', '/admin', '/admin/login'])(
    'serves the app shell for %s with 200 and its own title',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toMatch(/<title>[^<]*CB Llívia[^<]*<\/title>/);
    },
  );

  it('gives each page its own title and description', async () => {
    const teams = (await t.app.inject({ url: '/equips' })).body;
    expect(teams).toContain('<title>Equips · CB Llívia</title>');
    expect(teams).toContain('content="Coneix tots els equips que formen part del nostre club."');
  });

  it('serves an unknown page path with the shell and HTTP 404', async () => {
    const res = await t.app.inject({ url: '/no-existeix/gens' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Page Not Found');
  });

  it('answers JSON 404 for an unknown /api path', async () => {
    const res = await t.app.inject({ url: '/api/no-existeix' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'No s’ha trobat el recurs.', code: 'request.notFound' });
  });

  it('answers a plain 404 for a missing asset, never the shell', async () => {
    for (const url of ['/assets/x.js', '/favicon-que-no-hi-es.png', '/media/nope.jpg', '/media/0123456789abcdef0123456789abcdef.jpg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('serves robots.txt that keeps crawlers out of /admin, and a sitemap of the public routes', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    for (const p of ['/historia', '/equips', '/partits', '/botiga', '/campus', '/fotos', '/inscriute', '/contacte']) {
      expect(sitemap.body).toContain(`${p}</loc>`);
    }
    expect(sitemap.body).not.toContain('/admin');
  });

  // A page added to the route table is in the sitemap or kept from crawlers, in every language, with no list to edit.
  it('lists every public page of the route table in the sitemap and disallows every other one, in the three languages', async () => {
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const disallowed = robots.split('\n').flatMap((line) => (line.startsWith('Disallow: ') ? [line.slice('Disallow: '.length)] : []));
    const inSitemap = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    const pages = Object.entries(pageMeta).filter(([route]) => !route.startsWith(paths.admin));
    expect(pages.length).toBeGreaterThan(10);
    for (const [route, meta] of pages) {
      for (const locale of locales) {
        const address = localizePath(route, locale);
        if (meta.public) {
          expect(inSitemap, address).toContain(address);
          expect(disallowed, address).not.toContain(address);
        } else {
          expect(inSitemap, address).not.toContain(address);
          expect(disallowed, address).toContain(address);
        }
      }
    }
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/api/', '/healthz']));
    expect(robots).toMatch(/\n\nSitemap: https?:\/\/\S+\/sitemap\.xml\n$/);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows Stripe and forbids plugins, framing and base hijacking', async () => {
    for (const url of ['/', '/api/teams', '/api/nope', '/nope']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain('https://js.stripe.com');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends the whole set on every kind of response: pages, lists, 304, images, files, 400, 404, 413', async () => {
    const list = await t.app.inject({ url: '/api/teams' });
    const responses = [
      await t.app.inject({ url: '/' }),
      list,
      await t.app.inject({ url: '/api/teams', headers: { 'if-none-match': String(list.headers.etag) } }),
      await t.app.inject({ url: '/robots.txt' }),
      await t.app.inject({ url: '/media/nope.jpg' }),
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 1 } }),
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: 'x'.repeat(200 * 1024), headers: { 'content-type': 'text/plain' } }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 304, 200, 404, 400, 413]);
    for (const res of responses) {
      for (const name of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'referrer-policy',
        'x-content-type-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
      ]) {
        expect(res.headers[name], `${name} on ${res.statusCode}`).toBeTruthy();
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS only in production', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const prod = await createTestApp({ isProduction: true });
    try {
      expect((await prod.app.inject({ url: '/' })).headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await prod.close();
    }
  });

  it('never leaks a stack trace or internals on an internal error', async () => {
    const broken = await createTestApp({}, {}, (app) => {
      app.get('/api/test-boom', () => {
        throw new Error('secret internals at /src/server/x.ts:12');
      });
    });
    try {
      const res = await broken.app.inject({ url: '/api/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Hi ha hagut un error.', code: 'request.generic' });
      expect(res.body).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });
});
