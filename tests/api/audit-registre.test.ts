import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';

/**
 * The Registre (issue 15 item 4, decision 189): GET /api/admin/audit pages the trail newest first with its filters
 * (who, entity, action, record, Europe/Madrid days), only for a role with audit.read; nothing edits or deletes an
 * entry, neither a route nor a statement on the database.
 */

let t: TestApp;
let admin: AdminSession;
let adminId: number;
const password = 'una-contrasenya-del-registre';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addAdmin(db, 'presidenta', password);
  admin = await loginAs(t.app, 'presidenta', password);
  adminId = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'presidenta')))[0]!.id;
  // 30 team edits by the admin on 10 January 2020, a match deleted by someone else just after midnight of 15 March
  // (Madrid; still the 14th in UTC), and the retention job just after midnight of 16 July (CEST).
  await db.insert(auditLog).values(
    Array.from({ length: 30 }, (_, i) => ({
      at: new Date(Date.UTC(2020, 0, 10, 10, i)),
      actorId: adminId,
      actor: 'presidenta',
      action: 'update',
      entity: 'teams',
      entityId: String(i + 1),
      fields: ['name'],
    })),
  );
  await db.insert(auditLog).values([
    { at: new Date('2020-03-14T23:30:00Z'), actorId: 999, actor: 'altra', action: 'delete', entity: 'matches', entityId: '7', fields: [] },
    { at: new Date('2020-07-15T22:30:00Z'), actorId: null, actor: null, action: 'retention', entity: 'club_registrations', entityId: null, fields: ['playerDni'] },
    { actorId: adminId, actor: 'presidenta', action: 'create', entity: 'albums', entityId: '1', fields: ['title'] },
  ]);
});
afterAll(() => t.close());

const get = (url: string, session: AdminSession = admin) => t.app.inject({ url, headers: asAdmin(session) });
type Page = { rows: { id: number; at: string; actor: string | null; action: string; entity: string; entityId: string | null; fields: string[] }[]; total: number; page: number; pageSize: number };
const page = async (query: string): Promise<Page> => {
  const res = await get(`/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/admin/audit', () => {
  it('pages the whole trail newest first (25 a page) with the total', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.total).toBeGreaterThanOrEqual(33);
    expect(first.rows).toHaveLength(25);
    const times = first.rows.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    // Today's entries come before 2020's.
    expect(first.rows[0]!.at > '2026').toBe(true);
    expect(first.rows.find((r) => r.entity === 'albums')).toMatchObject({ actor: 'presidenta', action: 'create', entityId: '1', fields: ['title'] });
  });

  it('filters by entity, with the pages and total of what matches', async () => {
    const one = await page('?entity=teams');
    expect(one.total).toBe(30);
    expect(one.rows.map((r) => r.entityId).slice(0, 3)).toEqual(['30', '29', '28']);
    const two = await page('?entity=teams&page=2');
    expect(two.rows.map((r) => r.entityId)).toEqual(['5', '4', '3', '2', '1']);
    expect(two.rows[0]).toEqual({ id: expect.any(Number), at: '2020-01-10T10:04:00.000Z', actor: 'presidenta', action: 'update', entity: 'teams', entityId: '5', fields: ['name'] });
  });

  it('filters by person, action and record', async () => {
    expect((await page('?actor=999')).rows.map((r) => `${r.actor} ${r.action} ${r.entity} ${r.entityId}`)).toEqual(['altra delete matches 7']);
    expect((await page('?action=retention')).rows).toMatchObject([{ actor: null, entity: 'club_registrations', fields: ['playerDni'] }]);
    expect((await page('?entity=teams&entityId=12')).rows.map((r) => r.entityId)).toEqual(['12']);
    expect((await page('?actor=999&entity=teams')).total).toBe(0);
    expect((await page(`?actor=${adminId}&action=update&entity=teams`)).total).toBe(30);
  });

  it('from/to are whole days in Europe/Madrid, both included', async () => {
    const on = async (from: string, to: string) => (await page(`?from=${from}&to=${to}`)).rows.map((r) => r.entity);
    expect(await on('2020-03-15', '2020-03-15')).toEqual(['matches']);
    expect(await on('2020-03-14', '2020-03-14')).toEqual([]);
    expect(await on('2020-07-16', '2020-07-16')).toEqual(['club_registrations']);
    expect(await on('2020-07-15', '2020-07-15')).toEqual([]);
    expect((await page('?from=2020-01-10&to=2020-01-10')).total).toBe(30);
    expect((await page('?from=2020-03-01&to=2020-12-31')).total).toBe(2);
    expect((await page('?to=2020-01-09')).total).toBe(0);
    expect((await page('?entity=&action=&from=')).total).toBeGreaterThanOrEqual(33);
  });

  it('refuses bad filters with a Catalan 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['?action=esborrar', 'action', 'Acció invàlida.'],
      ['?from=15/03/2020', 'from', 'Data «des de» invàlida (AAAA-MM-DD).'],
      ['?to=2020-02-30', 'to', 'Data «fins a» invàlida (AAAA-MM-DD).'],
      // Days PostgreSQL cannot take (year 0 was a 500) or no trail can hold.
      ['?from=0000-01-01', 'from', 'Data «des de» invàlida (AAAA-MM-DD).'],
      ['?to=9999-12-31', 'to', 'Data «fins a» invàlida (AAAA-MM-DD).'],
      ['?from=2020-03-02&to=2020-03-01', 'to', 'La data «fins a» no pot ser anterior a la data «des de».'],
      ['?actor=algu', 'actor', 'Persona invàlida.'],
      ['?entity=Equips', 'entity', 'Entitat invàlida.'],
      ['?entityId=1%202', 'entityId', 'Identificador invàlid.'],
      ['?page=0', 'page', 'Pàgina invàlida.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/admin/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors?.[field], query).toEqual([message]);
    }
  });

  it('the facets list the people and the entities the trail holds', async () => {
    const res = await get('/api/admin/audit/facets');
    expect(res.statusCode).toBe(200);
    const facets = res.json();
    expect(facets.actors).toEqual(expect.arrayContaining([{ id: 999, name: 'altra' }, { id: adminId, name: 'presidenta' }]));
    expect(facets.entities).toEqual(expect.arrayContaining(['club_registrations', 'matches', 'teams']));
    expect(facets.entities).toEqual([...facets.entities].sort());
  });
});

describe('only a role with audit.read reads it', () => {
  it.each(['tresoreria', 'entrenador', 'comunicacio'] as const)('%s: 403 on the page and the facets', async (role) => {
    await addAdmin(t.database.db, `rol-${role}`, password, role);
    const session = await loginAs(t.app, `rol-${role}`, password);
    for (const url of ['/api/admin/audit', '/api/admin/audit/facets']) {
      const res = await get(url, session);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('No teniu permís per fer això.');
    }
  });
});

/** True when the statement was refused by the audit_log guard (PGlite's and node-postgres's errors alike). */
async function refused(statement: Promise<unknown>): Promise<boolean> {
  try {
    await statement;
    return false;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return /append-only/.test(`${e.message} ${e.cause?.message}`);
  }
}

describe('nobody edits or deletes an entry', () => {
  it('no route changes the trail, even for an admin', async () => {
    const before = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const id = before[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${id}`, '/api/admin/audit/facets']) {
        const res = await t.app.inject({ method, url, headers: asAdmin(admin), payload: { actor: 'ningú', fields: [] } });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    const after = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(after.slice(0, before.length)).toEqual(before);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_log (an UPDATE even with the purge flag on)', async () => {
    const db = t.database.db;
    const before = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(await refused(db.update(auditLog).set({ actor: 'ningú' }).where(eq(auditLog.id, before[0]!.id)))).toBe(true);
    expect(await refused(db.execute(sql`update audit_log set fields = '[]'::jsonb`))).toBe(true);
    expect(await refused(db.delete(auditLog).where(eq(auditLog.entity, 'matches')))).toBe(true);
    expect(await refused(db.execute(sql`delete from audit_log`))).toBe(true);
    expect(await refused(db.execute(sql`truncate audit_log`))).toBe(true);
    const purgeUpdate = db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('cbl.audit_purge', 'on', true)`);
      await tx.execute(sql`update audit_log set actor = 'ningú'`);
    });
    expect(await refused(purgeUpdate)).toBe(true);
    expect(await db.select().from(auditLog).orderBy(asc(auditLog.id))).toEqual(before);
  });
});
