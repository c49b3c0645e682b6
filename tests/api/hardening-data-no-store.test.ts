import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAdmin, asAdmin, loginAs, sameOrigin } from '../helpers/admin.ts';
import { concreteUrl, type Route, routeTable } from '../helpers/route-table.ts';

/**
 * Issue 10 item 10: every answer of the back office — data, 401, 400, 404 — says `Cache-Control: no-store`, so
 * no browser or proxy keeps the names, e-mails and phones it carries. The back-office routes are found by walking
 * the route table: a route that answers 401 without a session is one.
 */
let t: TestApp;
let backOffice: Route[];
beforeAll(async () => {
  t = await createTestApp();
  backOffice = [];
  for (const route of routeTable(t.app).filter((r) => r.method !== 'HEAD' && r.path.startsWith('/api/'))) {
    const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.path), headers: { origin: sameOrigin } });
    if (res.statusCode === 401) backOffice.push(route);
  }
}, 60_000);
afterAll(() => t.close());

const body = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { payload: {} });

describe('back-office answers are never cached', () => {
  it('finds the back office in the route table (orders, registrations, messages among them)', () => {
    const keys = backOffice.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of ['GET /api/orders', 'GET /api/campus-registrations', 'GET /api/contact-messages', 'DELETE /api/teams/:id']) {
      expect(keys).toContain(key);
    }
  });

  it('every 401 without a session says no-store', async () => {
    const missing: string[] = [];
    for (const route of backOffice) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.path), headers: { origin: sameOrigin }, ...body(route.method) });
      if (res.headers['cache-control'] !== 'no-store') missing.push(`${route.method} ${route.path} → ${res.statusCode}`);
    }
    expect(missing).toEqual([]);
  });

  it('every answer with a session (data, 400, 404, 204) says no-store', async () => {
    await addAdmin(t.database.db);
    const s = await loginAs(t.app);
    const missing: string[] = [];
    const statuses = new Set<number>();
    // Bad ids first (400), then an unknown id (404 or an empty success); state-changing routes get an empty body (400).
    for (const id of ['x', '999999', '1']) {
      for (const route of backOffice) {
        if (id !== '1' && !route.path.includes(':')) continue;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.path, id),
          headers: { ...asAdmin(s), 'x-csrf-token': s.csrfToken },
          ...body(route.method),
        });
        statuses.add(res.statusCode);
        if (res.headers['cache-control'] !== 'no-store') missing.push(`${route.method} ${concreteUrl(route.path, id)} → ${res.statusCode}`);
      }
    }
    expect(missing).toEqual([]);
    for (const status of [200, 400, 404]) expect(statuses).toContain(status);
  }, 60_000);

  it('GET /api/orders (names, e-mails, phones) says no-store', async () => {
    const s = await loginAs(t.app);
    const res = await t.app.inject({ url: '/api/orders', headers: asAdmin(s) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
