import '../helpers/route-permissions.ts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorTranslator } from '#client/lib/error-messages.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { type AppError, definedErrors, type ErrorBody, fillSlots } from '#shared/errors.ts';
import { sameOrigin } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { declaredRoutes } from '../helpers/route-permissions.ts';
import { concreteUrl } from '../helpers/route-table.ts';
import { loginAsAdmin } from '../helpers/registrations.ts';
import { signInVolunteer } from '../helpers/volunteers.ts';

/**
 * Decision 196: every error answer has a stable `code` next to SPEC's Catalan `message` (and `params` when the text
 * has values), and every field error a code in `fieldCodes`. Here the API is walked through many refusals — bad
 * bodies on every public write route of the route table, unknown routes and records, the back office without a
 * session, with too small a role, from another site, with bad bodies, a body too large, not JSON, too many posts —
 * and every 4xx and 5xx answer must have a code that is defined, with exactly its definition's Catalan text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { PUBLIC_WRITE_LIMIT: '5' });
  await t.database.db.transaction((tx) => seedDemo(tx));
});
afterAll(() => t.close());

/** zod's own Catalan messages, as the client rebuilds them from a `zod.*` code and its params. */
const zodCatalan = errorTranslator('ca', {}, z.locales.ca());

/** The Catalan text an error's code stands for: its definition's, slots filled; for zod's own, zod's. */
function catalanOf(error: AppError): string | undefined {
  if (error.code.startsWith('zod.')) return zodCatalan(error);
  const definition = definedErrors.get(error.code);
  return definition && fillSlots(definition.template, error.params);
}

const seen = new Map<string, number>();
let answers = 0;

/** Checks a refusal's body; `audience` public: the family may see it, so its codes must be translatable. */
function checkAnswer(res: LightMyRequestResponse, label: string, audience: 'public' | 'any' = 'any'): void {
  if (res.statusCode < 400) return;
  answers++;
  const what = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = res.json() as ErrorBody;
  expect(typeof body.code, what).toBe('string');
  const known = (error: AppError) => {
    expect(catalanOf(error), `${what}: ${error.code} is not defined, or not with this text`).toBe(error.message);
    if (audience === 'public' && !error.code.startsWith('zod.')) {
      expect(definedErrors.get(error.code)?.audience, `${what}: ${error.code} reaches the public site untranslated`).toBe('public');
    }
    seen.set(error.code, (seen.get(error.code) ?? 0) + 1);
  };
  known(body);
  expect(Object.keys(body.fieldCodes ?? {}), what).toEqual(Object.keys(body.fieldErrors ?? {}));
  for (const [field, texts] of Object.entries(body.fieldErrors ?? {})) {
    const codes = body.fieldCodes![field]!;
    expect(codes.length, `${what}: ${field}`).toBe(texts.length);
    texts.forEach((message, i) => {
      known({ ...codes[i]!, message });
    });
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let address = 0;
/** A request from its own address (the public write limit counts per address). */
const send = (method: Method, url: string, opts: { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({
    method,
    url,
    headers: { origin: sameOrigin, ...opts.headers },
    remoteAddress: opts.remoteAddress ?? `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    ...(opts.payload === undefined ? {} : { payload: opts.payload as string }),
  });

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const apiRoutes = () => declaredRoutes(t.app).filter((r) => r.path.startsWith('/api/'));
/** Writes without a permission: the public site's, and the back office's sign-in and account links. */
const openWrites = () => apiRoutes().filter((r) => !r.permission && writes.has(r.method) && !r.path.includes('webhook'));
const isPublic = (path: string) => !path.startsWith('/api/admin');
const backOffice = () => apiRoutes().filter((r) => r.permission);

const badBodies: unknown[] = [
  {},
  [],
  null,
  'x',
  { email: 'no', parentEmail: 'no', phone: 'abc', birthDate: '2020-02-30', campusId: -1, items: [], token: 'x', code: 'x' },
  { name: 'a\u0000b', childName: 'x'.repeat(5000), quantity: 1.5, iban: 'ES00', subject: 'res', locale: 'de' },
  { registrationData: { campusId: 'x' }, items: [{ productId: 0, quantity: 99 }], customer: { email: 'x' } },
];

describe('every refusal has a code and its Catalan text', () => {
  it('bad bodies on every public write route of the route table', { timeout: 300_000 }, async () => {
    const routes = openWrites();
    expect(routes.filter((r) => isPublic(r.path)).length).toBeGreaterThan(15);
    for (const route of routes) {
      const url = concreteUrl(route.path);
      const audience = isPublic(route.path) ? 'public' : 'any';
      for (const body of badBodies) {
        checkAnswer(await send(route.method as Method, url, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), `${route.method} ${url}`, audience);
      }
      // Anything at all, shaped or not like a body.
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (body) => {
          checkAnswer(await send(route.method as Method, url, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), `${route.method} ${url}`, audience);
        }),
        { numRuns: 15 },
      );
    }
  });

  it('the request itself: not JSON, not a JSON type, too large, from another site', async () => {
    const json = { 'content-type': 'application/json' };
    const invalidJson = await send('POST', '/api/contact', { payload: '{"name":', headers: json });
    expect([invalidJson.statusCode, invalidJson.json().code]).toEqual([400, 'request.invalidJson']);
    checkAnswer(invalidJson, 'invalid JSON', 'public');
    const emptyJson = await send('POST', '/api/contact', { payload: '', headers: json });
    checkAnswer(emptyJson, 'empty JSON', 'public');
    const media = await send('POST', '/api/contact', { payload: '<name>Pau</name>', headers: { 'content-type': 'application/xml' } });
    expect([media.statusCode, media.json().code]).toEqual([415, 'request.unsupportedMedia']);
    checkAnswer(media, 'text/plain', 'public');
    const large = await send('POST', '/api/contact', { payload: JSON.stringify({ message: 'x'.repeat(200_000) }), headers: json });
    expect([large.statusCode, large.json().code]).toEqual([413, 'request.tooLarge']);
    checkAnswer(large, 'too large', 'public');
    const crossSite = await send('POST', '/api/family/sign-in-link', {
      payload: JSON.stringify({ email: 'a@b.cat' }),
      headers: { ...json, origin: 'https://elsewhere.example' },
    });
    expect([crossSite.statusCode, crossSite.json().code]).toEqual([403, 'auth.crossSite']);
    checkAnswer(crossSite, 'cross-site', 'public');
  });

  it('unknown routes and records: 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-existeix'],
      ['POST', '/api/no-existeix'],
      ['GET', '/api'],
      ['GET', '/api/albums/2147483647'],
      ['GET', '/api/albums/abc'],
      ['GET', '/api/products/2147483647/sizes'],
      ['GET', '/api/matches?season=2147483647'],
      ['GET', '/api/matches?list=cap&limit=0&before=x'],
      ['GET', '/api/photos?album=2147483647'],
      ['GET', '/api/photos?album=x&category=x&limit=1000'],
      ['GET', '/api/albums?limit=0&before=x'],
      ['GET', '/api/calendar/teams/2147483647.ics'],
      ['GET', '/api/calendar/teams/x.ics'],
    ] as const) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      checkAnswer(res, `${method} ${url}`, 'public');
    }
    expect((await send('GET', '/api/no-existeix')).json()).toEqual({ message: 'No s’ha trobat el recurs.', code: 'request.notFound' });
  });

  it('the back office: 401 without a session, 403 for a role without the permission, 400 for bad bodies', { timeout: 300_000 }, async () => {
    const routes = backOffice();
    expect(routes.length).toBeGreaterThan(40);
    const admin = await loginAsAdmin(t.app);
    const coach = await signInVolunteer(t, 'entrenador-codis', 'entrenador');
    const coachHeaders = { cookie: coach.cookie, 'x-csrf-token': coach.csrfToken };
    let unauthorized = 0;
    let forbidden = 0;
    for (const route of routes) {
      const method = route.method as Method;
      const url = concreteUrl(route.path);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({});
      const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
      const anonymous = await send(method, url, { payload, headers });
      checkAnswer(anonymous, `anonymous ${method} ${url}`);
      if (anonymous.statusCode === 401) unauthorized++;
      const asCoach = await send(method, url, { payload, headers: { ...headers, ...coachHeaders } });
      checkAnswer(asCoach, `coach ${method} ${url}`);
      if (asCoach.statusCode === 403) forbidden++;
      if (method !== 'GET' && method !== 'DELETE') {
        checkAnswer(await send(method, url, { payload, headers: { ...headers, ...admin.headers } }), `admin ${method} ${url}`);
        checkAnswer(
          await send(method, url, { payload: JSON.stringify({ id: 'x', name: 'a\u0000', email: 'x', status: 'x', sizes: [{}] }), headers: { ...headers, ...admin.headers } }),
          `admin ${method} ${url}`,
        );
      }
    }
    expect(unauthorized).toBeGreaterThan(40);
    expect(forbidden).toBeGreaterThan(10);
    // The back office's answers without a session and beyond a role.
    expect(seen.get('adminAuth.unauthorized')).toBeGreaterThan(40);
    expect(seen.get('permission.forbidden')).toBeGreaterThan(10);
    // A session's change sent from another site.
    const crossSite = await send('POST', '/api/teams', { payload: '{}', headers: { 'content-type': 'application/json', cookie: admin.headers.cookie!, origin: 'https://elsewhere.example' } });
    expect(crossSite.json().code).toBe('auth.crossSite');
  });

  it('too many posts from one address: 429', async () => {
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await send('POST', '/api/contact', { payload: '{}', headers: { 'content-type': 'application/json' }, remoteAddress: '203.0.113.9' });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toEqual({ message: 'Massa peticions des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.', code: 'limit.tooManyRequests' });
    checkAnswer(limited!, '429', 'public');
  });

  it('the walk met many answers and many codes', () => {
    expect(answers).toBeGreaterThan(500);
    for (const code of ['request.invalid', 'request.notFound', 'field.required', 'form.email', 'campus.campus', 'checkout.emptyCart', 'calendar.unknownTeam']) {
      expect(seen.has(code), code).toBe(true);
    }
    expect([...seen.keys()].some((c) => c.startsWith('zod.'))).toBe(true);
    expect(seen.size).toBeGreaterThan(40);
  });
});
