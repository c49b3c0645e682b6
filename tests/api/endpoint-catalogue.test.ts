import dc from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInMadrid } from '#shared/dates.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { allEndpoints } from '#shared/endpoints/catalogue.ts';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';
import { responseSchemaOf } from '#shared/endpoints/responses.ts';
import { withTestApp } from '../helpers/fixture.ts';

/**
 * Issue 21 item 5(d), decision 202: every endpoint is defined once, in src/shared/endpoints, and the server's route
 * table and the catalogue cannot drift apart: every /api route the server registers is in the catalogue, every
 * catalogued endpoint is a route, and each route declares its endpoint's response schema (the same object).
 */

/**
 * Back-office routes not catalogued yet: registered with their own strings and called with the client's. This list
 * only shrinks: catalogue a route (its path file, its responses file, `route(...)` on the server, `callEndpoint` in
 * the client) and take it off; adding a route here instead of to the catalogue is not the way.
 */
const notYetCatalogued: readonly string[] = [
  'POST /api/campus',
  'GET /api/campus-registrations',
  'GET /api/campus-registrations/export.csv',
  'DELETE /api/campus-registrations/:id',
  'PATCH /api/campus-registrations/:id/processed',
  'PATCH /api/campus-registrations/:id/membership',
  'PUT /api/campus/:id',
  'PATCH /api/campus/:id',
  'DELETE /api/campus/:id',
  'GET /api/club-registrations',
  'GET /api/club-registrations/export.csv',
  'GET /api/club-registrations/:id',
  'DELETE /api/club-registrations/:id',
  'PATCH /api/club-registrations/:id/processed',
  'GET /api/club-members',
  'POST /api/club-members',
  'DELETE /api/club-members',
  'POST /api/club-members/import',
  'DELETE /api/club-members/:id',
  'GET /api/contact-messages',
  'PATCH /api/contact-messages/:id',
  'DELETE /api/contact-messages/:id',
  'PATCH /api/contact-messages/:id/processed',
  'PUT /api/seasons/:id',
  'DELETE /api/seasons/:id',
  'GET /api/school-registrations',
  'GET /api/school-registrations/export.csv',
  'GET /api/school-registrations/:id',
  'DELETE /api/school-registrations/:id',
  'PATCH /api/school-registrations/:id/processed',
  'POST /api/products',
  'PATCH /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/products/:id/sizes',
  'DELETE /api/product-sizes/:id',
  'GET /api/admin/account/second-factor',
  'POST /api/admin/account/second-factor/setup',
  'POST /api/admin/account/second-factor/enable',
  'POST /api/admin/account/second-factor/recovery-codes',
  'POST /api/admin/account/second-factor/disable',
  'GET /api/admin/audit',
  'GET /api/admin/audit/facets',
  'GET /api/admin/seasons',
  'POST /api/admin/seasons',
  'PUT /api/admin/seasons/open',
  'GET /api/admin/school-registrations',
  'GET /api/admin/contact-messages',
  'GET /api/admin/counts',
  'GET /api/admin/campus',
  'GET /api/admin/campus-registrations',
  'DELETE /api/admin/campus-waitlist/:id',
  'PATCH /api/admin/campus-waitlist/:id/move',
  'POST /api/admin/campus-waitlist/:id/offer',
  'GET /api/admin/campus/:id/waitlist',
  'GET /api/admin/club-registrations',
  'GET /api/admin/products',
  'GET /api/admin/orders',
  'GET /api/admin/erasure-requests',
  'POST /api/admin/erasure-requests/:id/confirm',
  'POST /api/admin/erasure-requests/:id/dismiss',
  'GET /api/admin/backup-status',
  'GET /api/admin/users',
  'POST /api/admin/users/invitations',
  'DELETE /api/admin/users/invitations/:id',
  'PATCH /api/admin/users/:id',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
  'POST /api/admin/users/:id/password-link',
  'POST /api/admin/users/:id/second-factor-reset',
  'GET /api/orders',
  'PATCH /api/orders/:id',
  'DELETE /api/orders/:id',
  'POST /api/order-items',
  'POST /api/upload-image',
];

type Registered = { method: string; path: string; responses: Record<string, unknown>; permission: unknown };
const registered = new WeakMap<FastifyInstance, Registered[]>();
// Every route as declared, with its schemas (an onRoute hook on every new instance, as tests/helpers/route-permissions.ts).
dc.subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const routes: Registered[] = [];
  registered.set(fastify, routes);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const responses = ((route.schema ?? {}) as { response?: Record<string, unknown> }).response ?? {};
    const permission = (route.config as { permission?: unknown } | undefined)?.permission;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, path: route.url, responses, permission });
  });
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const t = withTestApp();
const apiRoutes = () => (registered.get(t.app) ?? []).filter((r) => r.path.startsWith('/api/'));

describe('the endpoint catalogue and the route table', () => {
  it('every /api route is catalogued (or on the shrinking back-office list), every catalogued endpoint is a route', () => {
    const routes = apiRoutes().map(key).sort();
    const catalogued = allEndpoints.map(key).sort();
    expect(new Set(catalogued).size, 'an endpoint catalogued twice').toBe(catalogued.length);
    expect(routes.filter((r) => !catalogued.includes(r) && !notYetCatalogued.includes(r)), 'routes outside the catalogue').toEqual([]);
    expect(catalogued.filter((e) => !routes.includes(e)), 'catalogued endpoints the server does not register').toEqual([]);
    expect(notYetCatalogued.filter((e) => catalogued.includes(e) || !routes.includes(e)), 'stale lines of the list').toEqual([]);
  });

  it('only back-office routes wait to be catalogued', () => {
    const waiting = apiRoutes().filter((r) => notYetCatalogued.includes(key(r)));
    expect(waiting.filter((r) => r.permission === undefined).map(key)).toEqual([]);
  });

  it("each catalogued route answers with its endpoint's schema, defined once", () => {
    const byKey = new Map(apiRoutes().map((r) => [key(r), r]));
    const wrong: string[] = [];
    for (const endpoint of allEndpoints) {
      const route = byKey.get(key(endpoint));
      if (!route) continue;
      const schema = responseSchemaOf(endpoint);
      const success = Object.entries(route.responses).filter(([status]) => status.startsWith('2'));
      if (schema === null ? success.length > 0 : success.length === 0 || success.some(([, s]) => s !== schema)) {
        wrong.push(`${key(endpoint)} (${schema === null ? 'no JSON in the catalogue' : 'its schema is not the catalogue'}'s)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The public GET endpoints with JSON answers, as a visitor calls them on demo data. */
function publicGets(): Endpoint[] {
  const byKey = new Map(apiRoutes().map((r) => [key(r), r]));
  return allEndpoints.filter(
    (e) => e.method === 'GET' && byKey.get(key(e))?.permission === undefined && responseSchemaOf(e) && !e.path.startsWith('/api/family/'),
  );
}

describe('public answers on demo data parse with their schemas', () => {
  beforeAll(async () => {
    await t.database.db.transaction((tx) => seedDemo(tx, todayInMadrid()));
    t.app.publicCache.clear();
  });

  it('every public GET', async () => {
    // A real id for each path parameter: the first of its list.
    const first = async (url: string) => String((await t.app.inject({ url })).json<{ id: number }[]>()[0]?.id);
    const ids: Record<string, string> = {
      '/api/albums/:id:id': await first('/api/albums'),
      '/api/products/:id/sizes:id': await first('/api/products'),
    };
    const failures: string[] = [];
    const checked: string[] = [];
    for (const endpoint of publicGets()) {
      const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => ids[`${endpoint.path}:${name}`] ?? '1');
      const res = await t.app.inject({ url });
      checked.push(url);
      if (res.statusCode !== 200) {
        failures.push(`${url}: ${res.statusCode}`);
        continue;
      }
      const result = responseSchemaOf(endpoint)?.safeParse(res.json());
      if (!result?.success) failures.push(`${url}: ${result?.error.message}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(['/api/teams', '/api/matches', '/api/photos', '/api/campus', '/api/products']));
  });
});
