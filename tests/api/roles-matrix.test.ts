import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema.ts';
import { permissionMessages } from '#server/features/admin/permissions.ts';
import { can, type Permission, type Role, roles, secondFactorRequired } from '#shared/permissions.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, asAdmin } from '../helpers/admin.ts';
import { type DeclaredRoute, declaredRoutes } from '../helpers/route-permissions.ts';
import { concreteUrl, routeTable } from '../helpers/route-table.ts';
import { signInVolunteer } from '../helpers/volunteers.ts';

/**
 * Issue 15 item 2, decision 187: each role against the whole route table. Every back-office route (one that declares
 * a permission) is called as every role: 403 'No teniu permís per fer això.' exactly where the role lacks the
 * route's permission, never that 403 where it has it; a role that needs a second factor and has none yet gets
 * 'Cal activar la verificació en dos passos per continuar.' everywhere but its own account ('self'). The
 * expectation comes from each route's declared permission AND, for the sensitive areas, from a hand-written list
 * below, so a wrong annotation fails here too.
 */

type Pin = { area: string; match: (r: DeclaredRoute) => boolean; roles: readonly Role[] };
const reads = (r: DeclaredRoute) => r.method === 'GET';
const writes = (r: DeclaredRoute) => r.method !== 'GET';
const under = (pattern: RegExp) => (r: DeclaredRoute) => pattern.test(r.path);
const both =
  (...tests: ((r: DeclaredRoute) => boolean)[]) =>
  (r: DeclaredRoute) =>
    tests.every((t) => t(r));

/** Who may reach each area (hand-written from the issue; the annotations must agree). Required: the area exists. */
const pinned: Pin[] = [
  { area: 'club and school registrations, their detail and exports', match: under(/^\/api\/(admin\/)?(club|school)-registrations/), roles: ['admin', 'tresoreria'] },
  { area: 'campus sign-ups and their export', match: under(/^\/api\/(admin\/)?campus-registrations/), roles: ['admin', 'tresoreria'] },
  { area: 'campus waiting lists', match: under(/^\/api\/admin\/campus(-waitlist\/|\/:id\/waitlist)/), roles: ['admin', 'tresoreria'] },
  { area: "the members' roster", match: under(/^\/api\/club-members/), roles: ['admin', 'tresoreria'] },
  { area: 'orders', match: under(/^\/api\/(admin\/)?order(s|-items)/), roles: ['admin', 'tresoreria'] },
  { area: 'contact messages (read)', match: both(reads, under(/contact-messages/)), roles: ['admin', 'tresoreria', 'comunicacio'] },
  { area: 'contact messages (write)', match: both(writes, under(/contact-messages/)), roles: ['admin', 'comunicacio'] },
  { area: "families' erasure requests", match: under(/^\/api\/admin\/erasure-requests/), roles: ['admin'] },
  { area: 'the backups', match: under(/^\/api\/admin\/backup/), roles: ['admin'] },
  { area: 'matches (results included)', match: both(writes, under(/^\/api\/matches/)), roles: ['admin', 'entrenador'] },
  { area: 'creating and deleting teams', match: (r) => r.path.startsWith('/api/teams') && (r.method === 'POST' || r.method === 'DELETE'), roles: ['admin', 'entrenador'] },
  { area: "a team's public texts", match: (r) => r.method === 'PUT' && r.path === '/api/teams/:id', roles: ['admin', 'entrenador', 'comunicacio'] },
  { area: 'photos and albums (write)', match: both(writes, under(/^\/api\/(photos|albums)/)), roles: ['admin', 'comunicacio'] },
  { area: 'the campus (write)', match: both(writes, under(/^\/api\/campus(\/|$)/)), roles: ['admin'] },
  { area: 'the campus (read)', match: (r) => r.method === 'GET' && r.path === '/api/admin/campus', roles: ['admin', 'tresoreria', 'comunicacio'] },
  { area: 'products (write)', match: both(writes, under(/^\/api\/(products|product-sizes)/)), roles: ['admin', 'tresoreria'] },
  { area: 'seasons (write)', match: both(writes, under(/seasons/)), roles: ['admin'] },
  { area: "the volunteers' accounts", match: under(/^\/api\/admin\/users/), roles: ['admin'] },
  { area: 'the audit trail', match: under(/^\/api\/admin\/audit/), roles: ['admin'] },
  { area: 'their own session', match: (r) => r.method === 'GET' && r.path === '/api/admin/session', roles: [...roles] },
  { area: 'their own two-factor sign-in', match: under(/^\/api\/admin\/account\//), roles: [...roles] },
];

type Caller = { label: string; role: Role; secondFactor: boolean; session: AdminSession };
type Outcome = 'allowed' | 'forbidden' | 'enrol';

/** What the one check must answer, from the route's declared permission. */
function derived(caller: Caller, permission: Permission): Outcome {
  if (permission !== 'self' && secondFactorRequired[caller.role] && !caller.secondFactor) return 'enrol';
  return can(caller.role, permission) ? 'allowed' : 'forbidden';
}

/** What the hand-written list says, when it covers the route. */
function pinnedOutcome(caller: Caller, route: DeclaredRoute): Outcome | undefined {
  const pins = pinned.filter((p) => p.match(route));
  if (pins.length === 0) return undefined;
  if (route.permission !== 'self' && secondFactorRequired[caller.role] && !caller.secondFactor) return 'enrol';
  return pins.every((p) => p.roles.includes(caller.role)) ? 'allowed' : 'forbidden';
}

/** Every role with its second factor on, and without one: the two roles that need it, and a coach (optional). */
const cases = [
  ...roles.map((role) => ({ label: role, role, secondFactor: true })),
  ...(['admin', 'tresoreria', 'entrenador'] as const).map((role) => ({ label: `${role} sense 2FA`, role, secondFactor: false })),
];

let t: TestApp;
let backOffice: DeclaredRoute[];
const callers: Caller[] = [];

beforeAll(async () => {
  t = await createTestApp();
  backOffice = declaredRoutes(t.app).filter((r) => r.permission);
  for (const c of cases) {
    const session = await signInVolunteer(t, `vol-${c.label.replaceAll(' ', '-')}`, c.role, { secondFactor: c.secondFactor });
    callers.push({ ...c, session });
  }
}, 120_000);
afterAll(() => t.close());

/** Calls a route as a caller (ids that match nothing: a write can't change anyone's data or account). */
async function call(caller: Caller, route: DeclaredRoute) {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.path, '999999'),
    headers: asAdmin(caller.session),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  const message = res.headers['content-type']?.toString().includes('json') ? (res.json() as { message?: string }).message : undefined;
  return { status: res.statusCode, message };
}

const answered = (status: number, message: string | undefined): Outcome =>
  status === 403 && message === permissionMessages.forbidden.message ? 'forbidden' : status === 403 && message === permissionMessages.secondFactorSetup.message ? 'enrol' : 'allowed';

describe('the route table', () => {
  it('every back-office route declares a permission and sits behind the session (401 without one)', async () => {
    expect(backOffice.length).toBeGreaterThan(60);
    const table = new Set(routeTable(t.app).map((r) => `${r.method} ${r.path}`));
    for (const route of backOffice) {
      expect(table, `${route.method} ${route.path}`).toContain(`${route.method} ${route.path}`);
      const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.path, '999999'), headers: { origin: 'http://localhost' } });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('every hand-written area covers at least one route (a rename cannot empty it)', () => {
    for (const pin of pinned) expect(backOffice.some(pin.match), pin.area).toBe(true);
  });

  it('the declared permissions agree with the hand-written areas', () => {
    const disagreements: string[] = [];
    for (const caller of callers) {
      for (const route of backOffice) {
        const pin = pinnedOutcome(caller, route);
        const fromDeclaration = derived(caller, route.permission!);
        if (pin && pin !== fromDeclaration) {
          disagreements.push(`${caller.label}: ${route.method} ${route.path} (${route.permission}) → ${fromDeclaration}, the issue says ${pin}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
describe('every role against every back-office route', () => {
  it.each(cases)('$label: 403 exactly where the role lacks the permission (or the second factor)', async ({ label }) => {
    const caller = callers.find((c) => c.label === label)!;
    const wrong: string[] = [];
    for (const route of backOffice) {
      const expected = pinnedOutcome(caller, route) ?? derived(caller, route.permission!);
      const { status, message } = await call(caller, route);
      const got = answered(status, message);
      if (got !== expected || status >= 500) wrong.push(`${route.method} ${route.path} (${route.permission}) → ${status} ${message ?? ''}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('the check itself', () => {
  it('a coach is refused what the issue names, whatever the route (no personal data at all)', async () => {
    const coach = callers.find((c) => c.role === 'entrenador' && c.secondFactor)!;
    const personal = /^\/api\/(admin\/)?(club-registrations|school-registrations|campus-registrations|club-members|orders|order-items|contact-messages|erasure-requests|campus-waitlist|users|audit)|\/waitlist$/;
    const routes = backOffice.filter((r) => personal.test(r.path));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const { status, message } = await call(coach, route);
      expect({ route: `${route.method} ${route.path}`, status, message }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        message: permissionMessages.forbidden.message,
      });
    }
  });

  it('a role change takes effect at the next request (the role is read per request)', async () => {
    const caller = callers.find((c) => c.role === 'entrenador' && c.secondFactor)!;
    const coachName = 'vol-entrenador';
    const url = '/api/club-registrations';
    expect((await t.app.inject({ url, headers: asAdmin(caller.session) })).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: 'tresoreria' }).where(eq(users.username, coachName));
    try {
      expect((await t.app.inject({ url, headers: asAdmin(caller.session) })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ role: 'entrenador' }).where(eq(users.username, coachName));
    }
    expect((await t.app.inject({ url, headers: asAdmin(caller.session) })).statusCode).toBe(403);
  });
});

describe('failing closed', () => {
  it('a back-office route registered without a permission stops the app from starting', async () => {
    vi.resetModules();
    // The backup-status routes (registered in the back-office scope) gain a route that forgot its permission.
    vi.doMock('#server/features/back-office/backup-routes.ts', () => ({
      backupStatusRoutes: async (app: TestApp['app']) => {
        app.get('/admin/forgotten', async () => ({ ok: true }));
      },
    }));
    // The check does not depend on the database: an in-memory one, closed after.
    const { buildApp } = (await import('#server/app.ts')) as typeof import('#server/app.ts');
    const { openDatabase } = (await import('#server/db/client.ts')) as typeof import('#server/db/client.ts');
    const { testConfig } = (await import('../helpers/app.ts')) as typeof import('../helpers/app.ts');
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await expect(buildApp(testConfig(), { database, mailer: { deliver: async () => {} } })).rejects.toThrow(
        'Back-office route without a permission: GET /api/admin/forgotten',
      );
    } finally {
      await database.close();
      vi.doUnmock('#server/features/back-office/backup-routes.ts');
      vi.resetModules();
    }
  }, 60_000);
});
