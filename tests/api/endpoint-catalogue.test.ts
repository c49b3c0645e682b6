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
  it('every /api route is catalogued, every catalogued endpoint is a route', () => {
    const routes = apiRoutes().map(key).sort();
    const catalogued = allEndpoints.map(key).sort();
    // A test that adds a route of its own builds its own app; this one is the app as features.ts registers it.
    expect(routes.length).toBeGreaterThan(100);
    expect(new Set(catalogued).size, 'an endpoint catalogued twice').toBe(catalogued.length);
    expect(routes.filter((r) => !catalogued.includes(r)), 'routes outside the catalogue').toEqual([]);
    expect(catalogued.filter((e) => !routes.includes(e)), 'catalogued endpoints the server does not register').toEqual([]);
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
