import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { concreteUrl, type Route, routeTable } from '../helpers/route-table.ts';

/**
 * The 401 sweep (issue 3 item 3): every route in the server's route table that is not explicitly public must
 * answer 401 without a session. A new route is guarded unless someone adds it here on purpose.
 */
const publicRoutes = new Set([
  // Pages, files and infrastructure.
  'GET *',
  'GET /',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /api/health',
  // The uptime monitor's check (decision 184).
  'GET /healthz',
  'GET /media/:file',
  'GET /admin',
  'GET /admin/login',
  'GET /historia',
  'GET /equips',
  'GET /partits',
  'GET /botiga',
  'GET /campus',
  'GET /fotos',
  'GET /inscriute',
  'GET /contacte',
  'GET /checkout',
  'GET /privacitat',
  // One team, campus or product by its own address (decision 174).
  'GET /equips/:slug',
  'GET /campus/:slug',
  'GET /botiga/:slug',
  // Public lists (SPEC §7).
  'GET /api/teams',
  'GET /api/matches',
  'GET /api/matches/recent',
  'GET /api/matches/stats',
  'GET /api/matches.ics',
  // Calendar subscriptions (decision 172).
  'GET /api/calendar/club.ics',
  'GET /api/calendar/teams/:id.ics',
  'GET /api/seasons',
  'GET /api/seasons/open',
  'GET /api/photos',
  'GET /api/albums',
  'GET /api/albums/:id',
  'GET /api/products',
  'GET /api/products/:id/sizes',
  'GET /api/campus',
  // What visitors send.
  'POST /api/contact',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/campus-registrations',
  'POST /api/club-registrations',
  'POST /api/school-registrations',
  'POST /api/create-payment-intent',
  'POST /api/create-campus-payment-intent',
  'POST /api/orders',
  'POST /api/payments/webhook',
  'GET /api/payments/config',
  // The offline `test` payment provider's card form (DESIGN "Payments").
  'POST /api/payments/test/confirm',
  // A campus's waiting list (decision 180): joining, and the e-mailed offer and leave links.
  'GET /llista-espera',
  'POST /api/campus-waitlist',
  'POST /api/campus-waitlist/offer',
  'POST /api/campus-waitlist/offer/accept',
  'POST /api/campus-waitlist/offer/confirm',
  'POST /api/campus-waitlist/offer/decline',
  'POST /api/campus-waitlist/leave',
  'POST /api/campus-waitlist/confirm-address',
  // The family page (decision 181): asking for a sign-in link and opening it.
  'GET /les-meves-inscripcions',
  'POST /api/family/sign-in-link',
  'POST /api/family/session',
  // A volunteer's invitation or password link (decision 188): the page, what the link is, setting the password.
  'GET /admin/contrasenya',
  'POST /api/admin/account-links/lookup',
  'POST /api/admin/account-links/accept',
]);

/** The family page's routes answer 401 without the family's own session, the admin's included (decision 181). */
const isFamilyRoute = (path: string) => path.startsWith('/api/family/');

// The same pages in Spanish and French (decision 175): "/es", "/es/", "/es/campus", "/es/campus/:slug"…; the back
// office has none.
const pageRoutes = [...publicRoutes].filter((r) => /^GET \/(?!api\/|admin|media\/|robots|sitemap)/.test(r));
for (const locale of ['es', 'fr']) {
  publicRoutes.add(`GET /${locale}`);
  for (const route of pageRoutes) publicRoutes.add(route.replace(/^GET \//, `GET /${locale}/`));
}

let t: TestApp;
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp();
  routes = routeTable(t.app);
});
afterAll(() => t.close());

describe('the route table', () => {
  it('is read completely (the parser sees known public and admin routes)', () => {
    const keys = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const key of [
      'GET /api/teams',
      'POST /api/teams',
      'PUT /api/teams/:id',
      'DELETE /api/teams/:id',
      'PATCH /api/matches/:id',
      'GET /api/matches.ics',
      'POST /api/upload-image',
      'GET /api/contact-messages',
      'DELETE /api/contact-messages/:id',
      'GET /api/admin/session',
      'POST /api/admin/login',
      'GET /media/:file',
      'GET /robots.txt',
    ]) {
      expect(keys, key).toContain(key);
    }
  });
});

/** The non-public routes of an app that do not answer 401 without a session. */
async function unguarded(app: TestApp['app']): Promise<string[]> {
  const table = routeTable(app);
  const guarded = table.filter((r) => r.method !== 'HEAD' && !publicRoutes.has(`${r.method} ${r.path}`));
  expect(guarded.length).toBeGreaterThan(10);
  const failures: string[] = [];
  for (const route of guarded) {
    const res = await app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.path),
      headers: { origin: 'http://localhost' },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    if (res.statusCode !== 401) failures.push(`${route.method} ${route.path} → ${res.statusCode}`);
    else expect(res.json().message).toMatch(isFamilyRoute(route.path) ? /Cal entrar amb l’enllaç/ : /iniciar sessió/);
  }
  return failures;
}

describe('without a session', () => {
  it('every non-public route answers 401 (whatever the body)', async () => {
    expect(await unguarded(t.app)).toEqual([]);
  }, 90_000);

  it('a route registered outside the guarded scope is caught by the sweep', async () => {
    const leaky = await createTestApp({}, {}, (app) => {
      // Declaring a public limit (decision 197) does not put a route behind the back office's session.
      app.delete('/api/leak/:id', { config: { limit: publicLimits.exempt('a test route that forgot the back office') } }, async (_req, reply) =>
        reply.code(204).send(),
      );
    });
    try {
      expect(await unguarded(leaky.app)).toEqual(['DELETE /api/leak/:id → 204']);
    } finally {
      await leaky.close();
    }
  }, 90_000);

  it('HEAD of a guarded GET answers 401 too', async () => {
    for (const route of routes.filter((r) => r.method === 'HEAD' && !publicRoutes.has(`GET ${r.path}`))) {
      const res = await t.app.inject({ method: 'HEAD', url: concreteUrl(route.path) });
      expect(res.statusCode, route.path).toBe(401);
    }
  });

  it('the public allowlist does not hide any admin call of SPEC §7', () => {
    for (const key of [
      'POST /api/teams',
      'PUT /api/teams/:id',
      'DELETE /api/teams/:id',
      'POST /api/matches',
      'PATCH /api/matches/:id',
      'DELETE /api/matches/:id',
      'POST /api/photos',
      'DELETE /api/photos/:id',
      'POST /api/upload-image',
      'GET /api/orders',
      'DELETE /api/orders/:id',
      'POST /api/products',
      'PATCH /api/products/:id',
      'DELETE /api/products/:id',
      'POST /api/products/:id/sizes',
      'DELETE /api/product-sizes/:id',
      'GET /api/campus-registrations',
      'DELETE /api/campus-registrations/:id',
      'GET /api/club-registrations',
      'GET /api/school-registrations',
      'GET /api/contact-messages',
    ]) {
      expect(publicRoutes.has(key), key).toBe(false);
    }
  });
});

describe('with a session', () => {
  it('the guarded reads answer (no 401) once logged in', async () => {
    await addAdmin(t.database.db);
    const s = await loginAs(t.app);
    for (const route of routes.filter((r) => r.method === 'GET' && !publicRoutes.has(`GET ${r.path}`))) {
      const res = await t.app.inject({ url: concreteUrl(route.path), headers: asAdmin(s) });
      if (isFamilyRoute(route.path)) {
        expect(res.statusCode, route.path).toBe(401);
        continue;
      }
      expect(res.statusCode, route.path).not.toBe(401);
      expect(res.statusCode, route.path).toBeLessThan(500);
    }
  });
});
