import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { publicLimits, rateLimitMessage } from '#server/plugins/rate-limit.ts';
import { createTestApp, freshDatabase, type TestApp, testConfig } from '../helpers/app.ts';
import { type DeclaredRoute, declaredRoutes } from '../helpers/route-permissions.ts';
import { concreteUrl, routeTable } from '../helpers/route-table.ts';

/**
 * Issue 21 item 5(b), decision 197: every public write route declares its rate limit next to its definition
 * (`config: { limit }`), as back-office routes declare their permission; one that declares none stops the start.
 */
const writes = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const noMail = { deliver: async () => {} };
const post = (urls: string[]) => urls.map((url) => `POST ${url}`).sort();

describe('failing closed', () => {
  it('a public POST without a declared limit stops the app from starting, naming it, with the limits off too', async () => {
    // testConfig has PUBLIC_WRITE_LIMIT=0, as every API test: it turns the limits off, never the check. A database
    // of our own (createTestApp would leave its database open when the start fails), closed and dropped after.
    const { database, drop } = await freshDatabase();
    try {
      const app = await buildApp(testConfig(), { database, mailer: noMail });
      try {
        // A feature's plugin that adds one form, as features.ts registers them.
        app.register(async (scope) => {
          scope.post('/api/new-form', async () => ({ ok: true }));
        });
        await expect(app.ready()).rejects.toThrow('Public write route without a declared limit: POST /api/new-form');
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await drop();
    }
  }, 60_000);

  it('an exemption must say why', () => {
    expect(() => publicLimits.exempt('  ')).toThrow('says why');
  });
});

describe('a new public route', () => {
  let t: TestApp;
  const refused: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ publicWriteLimit: 2 }, {}, (app) => {
      for (const method of writes) {
        try {
          app.route({ method, url: '/api/undeclared', handler: async () => ({ ok: true }) });
        } catch (err) {
          refused[method] = String(err);
        }
      }
      app.post('/api/new-form', { config: { limit: publicLimits.form } }, async () => ({ ok: true }));
      app.post('/api/new-hook', { config: { limit: publicLimits.exempt('a test: protected otherwise') } }, async () => ({ ok: true }));
      app.get('/api/new-list', async () => []);
    });
  });
  afterAll(() => t.close());

  it('that writes without declaring a limit is refused as it is added (any write method) and never routed', () => {
    for (const method of writes) {
      expect(refused[method], method).toContain(`Public write route without a declared limit: ${method} /api/undeclared`);
      expect(t.app.hasRoute({ method, url: '/api/undeclared' }), method).toBe(false);
    }
  });

  it('gets the limit it declares, with no list to add it to; an exempt one and a read are not limited', async () => {
    const send = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}), remoteAddress: '203.0.113.50' });
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/new-form')).statusCode).toBe(200);
    const limited = await send('POST', '/api/new-form');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject(rateLimitMessage);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await send('POST', '/api/new-hook')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await send('GET', '/api/new-list')).statusCode).toBe(200);
  });
});

describe('the route table', () => {
  let t: TestApp;
  let publicWrites: DeclaredRoute[];
  beforeAll(async () => {
    // Every limit small, so the third post from one address is over it.
    t = await createTestApp({ publicWriteLimit: 2, registrationWriteLimit: 2 });
    // A write route is public when it is not the back office's (those declare a permission: decision 187).
    const declared = new Map(declaredRoutes(t.app).map((r) => [`${r.method} ${r.path}`, r]));
    publicWrites = routeTable(t.app)
      .filter((r) => (writes as readonly string[]).includes(r.method))
      .map((r) => declared.get(`${r.method} ${r.path}`)!)
      .filter((r) => !r.permission);
  });
  afterAll(() => t.close());

  it('every public write route declares a limit, or an exemption with its reason', () => {
    const keys = publicWrites.map((r) => `${r.method} ${r.path}`);
    for (const key of ['POST /api/contact', 'POST /api/admin/login', 'POST /api/payments/webhook', 'PATCH /api/family/registrations/:kind/:id']) {
      expect(keys).toContain(key);
    }
    expect(publicWrites.filter((r) => !r.limit).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const r of publicWrites) if (r.limit?.kind === 'exempt') expect(r.limit.reason.length, r.path).toBeGreaterThan(20);
  });

  it('limits the same routes, the same way, as the list of URLs it replaced', () => {
    const of = (kind: string) => publicWrites.filter((r) => r.limit?.kind === kind).map((r) => `${r.method} ${r.path}`).sort();
    expect(of('form')).toEqual(
      post([
        '/api/contact',
        '/api/campus-waitlist/offer',
        '/api/campus-waitlist/offer/accept',
        '/api/campus-waitlist/offer/confirm',
        '/api/campus-waitlist/offer/decline',
        '/api/campus-waitlist/leave',
        '/api/campus-waitlist/confirm-address',
        '/api/create-payment-intent',
        '/api/orders',
        '/api/payments/test/confirm',
      ]),
    );
    expect(of('registration')).toEqual(
      post([
        '/api/club-registrations',
        '/api/school-registrations',
        '/api/campus-registrations',
        '/api/create-campus-payment-intent',
        '/api/campus-waitlist',
      ]),
    );
  });

  it('each declared limit holds: the third post from one address is refused with 429 and Retry-After, before any work', async () => {
    for (const [i, route] of publicWrites.filter((r) => r.limit?.kind !== 'exempt').entries()) {
      const send = () =>
        t.app.inject({ method: route.method as 'POST', url: concreteUrl(route.path), payload: {}, remoteAddress: `198.51.100.${i + 1}` });
      for (let n = 0; n < 2; n++) expect((await send()).statusCode, route.path).not.toBe(429);
      const over = await send();
      expect(over.statusCode, route.path).toBe(429);
      expect(over.json()).toMatchObject(rateLimitMessage);
      expect(Number(over.headers['retry-after']), route.path).toBeGreaterThan(0);
    }
  });

  it('an exempt route is not counted by the public limits', async () => {
    for (const [i, route] of publicWrites.filter((r) => r.limit?.kind === 'exempt').entries()) {
      for (let n = 0; n < 3; n++) {
        const res = await t.app.inject({ method: route.method as 'POST', url: concreteUrl(route.path), payload: {}, remoteAddress: `192.0.2.${i + 1}` });
        expect(res.statusCode === 429 && res.json().code === rateLimitMessage.code, route.path).toBe(false);
      }
    }
  });
});
