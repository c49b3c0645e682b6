import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campus,
  campusRegistrations,
  campusSearchColumns,
  clubRegistrations,
  clubSearchColumns,
  schoolRegistrations,
  searchText,
  contactMessages,
  messageSearchColumns,
  orderSearchColumns,
  orders,
  schoolSearchColumns,
  seasons,
} from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminAuth, clubBody, dni, loginAsAdmin, schoolBody } from '../helpers/registrations.ts';

/**
 * Issue 12 item 4, decision 158: the back office's tables search, sort, filter and page on the server, mask DNI and
 * IBAN in their rows, and carry a "processed" mark whose to-do filter follows it.
 */
let t: TestApp;
let admin: AdminAuth;
let openSeason: number;
let oldSeason: number;
let campusIds: number[] = [];
const seeded = 1000;

type Row = { id: number; name: string; email: string; phone: string; dni: string; iban: string; createdAt: string; processedAt: string | null; processedBy: string | null };
type Page = { rows: Row[]; total: number; page: number; pageSize: number };

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  return res;
};
const page = async (url: string): Promise<Page> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** The family the volunteer looks for, among the others. */
const family = {
  playerName: 'Pol Vilaregut Fontanals',
  guardianName: 'Carme Fontanals Bosch',
  guardianEmail: 'carme.fontanals@example.net',
  guardianPhone: '699 777 123',
  playerDni: dni(77123456),
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const db = t.database.db;
  openSeason = (await t.app.inject({ method: 'GET', url: '/api/seasons/open' })).json().id;
  const [old] = await db
    .insert(seasons)
    .values({ label: '2024/2025', startsOn: '2024-09-01', endsOn: '2025-08-31' })
    .returning({ id: seasons.id });
  oldSeason = old!.id;
  const base = clubBody();
  const now = new Date();
  const rows = Array.from({ length: seeded }, (_, i) => ({
    ...base,
    playerName: `Jugador${i} Cognom${i % 97} Segon`,
    playerDni: dni(10_000_000 + i),
    guardianName: `Tutor${i} Cognom${i % 97}`,
    guardianEmail: `tutor${i}@example.com`,
    guardianPhone: `600 ${String(100_000 + i).slice(0, 3)} ${String(i).padStart(3, '0')}`,
    seasonId: i % 4 === 0 ? oldSeason : openSeason,
    // Several share a time: the id breaks the tie, so pages stay stable.
    createdAt: new Date(now.getTime() - Math.floor(i / 3) * 60_000),
    sepaAuthorizationAt: now,
    privacyAuthorizationAt: now,
    imageRightsAuthorizationAt: now,
  }));
  for (let i = 0; i < rows.length; i += 250) await db.insert(clubRegistrations).values(rows.slice(i, i + 250));
  await db.insert(clubRegistrations).values({ ...base, ...family, seasonId: openSeason, sepaAuthorizationAt: now, privacyAuthorizationAt: now, imageRightsAuthorizationAt: now });
  const school = schoolBody();
  await db.insert(schoolRegistrations).values(
    Array.from({ length: 60 }, (_, i) => ({
      ...school,
      playerSurname: i === 7 ? 'Vilaregut Fontanals' : `Casals${i}`,
      guardianEmail: `escola${i}@example.com`,
      seasonId: openSeason,
      medicalEmergencyConsentAt: now,
      medicationAdministrationConsentAt: now,
      sepaAuthorizationAt: now,
      privacyAuthorizationAt: now,
      imageRightsAuthorizationAt: now,
    })),
  );
  const camps = await db
    .insert(campus)
    .values(['Campus d’Estiu', 'Campus de Nadal'].map((name) => ({ name, description: name, startDate: '2026-07-01', endDate: '2026-07-15', imageUrl: '/media/x.jpg' })))
    .returning({ id: campus.id });
  campusIds = camps.map((c) => c.id);
  await db.insert(contactMessages).values(
    Array.from({ length: 40 }, (_, i) => ({
      name: i === 5 ? 'Queralt' : `Persona${i}`,
      surname: i === 5 ? 'Vilaregut' : `Cognom${i}`,
      email: `persona${i}@example.org`,
      phone: i % 2 ? null : `622 000 ${String(i).padStart(3, '0')}`,
      subject: 'general',
      message: `Missatge ${i}`,
      createdAt: new Date(now.getTime() - i * 60_000),
    })),
  );
  const statuses = ['pending', 'paid', 'ready', 'completed', 'cancelled'] as const;
  await db.insert(orders).values(
    Array.from({ length: 50 }, (_, i) => ({
      customerName: i === 12 ? 'Carme Vilaregut' : `Client${i} Cognom${i}`,
      customerEmail: i === 12 ? 'carme.vilaregut@example.net' : `client${i}@example.com`,
      customerPhone: `633 000 ${String(i).padStart(3, '0')}`,
      totalAmount: '25.00',
      status: statuses[i % 5]!,
      createdAt: new Date(now.getTime() - i * 60_000),
    })),
  );
  await db.insert(campusRegistrations).values(
    Array.from({ length: 80 }, (_, i) => ({
      campusId: campusIds[i % 2]!,
      childName: i === 33 ? 'Queralt' : `Nen${i}`,
      childSurname: i === 33 ? 'Vilaregut Pujol' : `Cognom${i}`,
      birthDate: '2015-05-05',
      parentEmail: `familia${i}@example.com`,
      parentPhone: `611 000 ${String(i).padStart(3, '0')}`,
      createdAt: new Date(now.getTime() - i * 60_000),
    })),
  );
}, 60_000);
afterAll(() => t?.close());

describe('club and school registration tables', () => {
  it('finds the one family by surname, e-mail, phone or DNI', async () => {
    for (const q of ['vilaregut', 'CARME.FONTANALS@example', '699 777 123', family.playerDni, 'Fontanals Bosch']) {
      const found = await page(`/api/admin/club-registrations?q=${encodeURIComponent(q)}`);
      expect(found.total, q).toBe(1);
      expect(found.rows[0]!.name).toBe(family.playerName);
    }
    const school = await page('/api/admin/school-registrations?q=vilaregut');
    expect(school.total).toBe(1);
    expect(school.rows[0]!.name).toBe('Biel Vilaregut Fontanals');
  });

  it('says its server time in a Server-Timing header (back office only)', async () => {
    const res = await get('/api/admin/club-registrations?q=vilaregut');
    const timing = /^app;dur=(\d+\.\d)$/.exec(String(res.headers['server-timing']));
    expect(timing, String(res.headers['server-timing'])).not.toBeNull();
    expect(Number(timing![1])).toBeGreaterThan(0);
    expect(Number(timing![1])).toBeLessThan(60_000);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/matches' });
    expect(visitor.headers['server-timing']).toBeUndefined();
  });

  it('treats % and _ in a search as themselves', async () => {
    expect((await page('/api/admin/club-registrations?q=%25')).total).toBe(0);
    expect((await page('/api/admin/club-registrations?q=_')).total).toBe(0);
  });

  it('pages newest first, every row exactly once, in a stable order', async () => {
    const first = await page('/api/admin/club-registrations');
    expect(first.total).toBe(seeded + 1);
    expect(first.pageSize).toBe(25);
    expect(first.rows).toHaveLength(25);
    const ids: number[] = [];
    const times: string[] = [];
    for (let p = 1; p <= Math.ceil(first.total / first.pageSize); p += 1) {
      const { rows } = await page(`/api/admin/club-registrations?page=${p}`);
      ids.push(...rows.map((r) => r.id));
      times.push(...rows.map((r) => r.createdAt));
    }
    expect(new Set(ids).size).toBe(seeded + 1);
    expect(ids).toHaveLength(seeded + 1);
    expect([...times].sort().reverse()).toEqual(times);
    // Past the end: an empty page, not an error.
    expect((await page('/api/admin/club-registrations?page=999')).rows).toEqual([]);
  });

  it('sorts by name and oldest first', async () => {
    const byName = await page(`/api/admin/club-registrations?sort=name&season=${openSeason}`);
    const names = byName.rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const oldest = await page('/api/admin/club-registrations?sort=oldest');
    const times = oldest.rows.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('filters by season', async () => {
    const old = await page(`/api/admin/club-registrations?season=${oldSeason}`);
    expect(old.total).toBe(seeded / 4);
    const open = await page(`/api/admin/club-registrations?season=${openSeason}`);
    expect(open.total).toBe(seeded - seeded / 4 + 1);
    expect((await page(`/api/admin/club-registrations?season=${oldSeason}&q=vilaregut`)).total).toBe(0);
  });

  it('masks DNI and IBAN in rows and shows them whole in the detail', async () => {
    const { rows } = await page('/api/admin/club-registrations?q=vilaregut');
    const row = rows[0]!;
    expect(row.dni).toBe(`•••• ${family.playerDni.slice(-4)}`);
    expect(row.iban).toBe('•••• 1332');
    const listed = await get('/api/admin/club-registrations?q=vilaregut');
    expect(listed.body).not.toContain(family.playerDni);
    expect(listed.body).not.toContain('0005 1332');
    const detail = (await get(`/api/club-registrations/${row.id}`)).json();
    expect(detail.playerDni).toBe(family.playerDni);
    expect(detail.iban.replace(/\s/g, '')).toBe('ES9121000418450200051332');
  });

  it('records who processed a registration and when; the to-do filter follows the mark', async () => {
    const todoBefore = (await page('/api/admin/club-registrations?processed=todo')).total;
    const counts = async () => (await get('/api/admin/counts')).json() as Record<string, number>;
    // The tab's count is the open season's to-do (the old season's registrations are not counted).
    const countsBefore = await counts();
    expect(countsBefore['inscr-club']).toBe((await page(`/api/admin/club-registrations?processed=todo&season=${openSeason}`)).total);
    expect(countsBefore['inscr-escoles']).toBe(60);
    const { rows } = await page('/api/admin/club-registrations?q=vilaregut');
    const id = rows[0]!.id;
    expect(rows[0]!.processedAt).toBeNull();
    const before = Date.now();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/club-registrations/${id}/processed`,
      headers: admin.headers,
      payload: { processed: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().processedBy).toBe('admin');
    expect(Date.parse(res.json().processedAt)).toBeGreaterThanOrEqual(before - 5_000);
    const after = await page('/api/admin/club-registrations?q=vilaregut');
    expect(after.rows[0]!.processedBy).toBe('admin');
    expect((await page('/api/admin/club-registrations?processed=todo')).total).toBe(todoBefore - 1);
    expect((await page('/api/admin/club-registrations?processed=done')).rows.map((r) => r.id)).toEqual([id]);
    expect((await counts())['inscr-club']).toBe(countsBefore['inscr-club']! - 1);
    const undo = await t.app.inject({
      method: 'PATCH',
      url: `/api/club-registrations/${id}/processed`,
      headers: admin.headers,
      payload: { processed: false },
    });
    expect(undo.json()).toEqual({ processedAt: null, processedBy: null });
    expect((await page('/api/admin/club-registrations?processed=todo')).total).toBe(todoBefore);
    expect((await counts())['inscr-club']).toBe(countsBefore['inscr-club']);
    // The detail carries the mark too.
    const school = (await page('/api/admin/school-registrations?q=vilaregut')).rows[0]!;
    const marked = await t.app.inject({ method: 'PATCH', url: `/api/school-registrations/${school.id}/processed`, headers: admin.headers, payload: { processed: true } });
    expect(marked.statusCode).toBe(200);
    expect((await get(`/api/school-registrations/${school.id}`)).json().processedBy).toBe('admin');
    expect((await counts())['inscr-escoles']).toBe(59);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/club-registrations/99999999/processed',
      headers: admin.headers,
      payload: { processed: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the SPEC list: an array of every field without parameters', async () => {
    const res = await get('/api/club-registrations');
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(seeded + 1);
  });

  it('refuses bad parameters with a Catalan 400, never a 5xx', async () => {
    for (const qs of ['page=0', 'page=abc', 'sort=sideways', 'processed=maybe', 'season=-1', `q=${'x'.repeat(101)}`]) {
      const res = await get(`/api/admin/club-registrations?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(/[àèéíòóú]|invàlid|massa/i);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record({ q: fc.string({ maxLength: 120 }), page: fc.string({ maxLength: 8 }), sort: fc.string({ maxLength: 8 }), processed: fc.string({ maxLength: 8 }) }, { requiredKeys: [] }),
        async (params) => {
          const qs = new URLSearchParams(params as Record<string, string>).toString();
          const res = await get(`/api/admin/club-registrations?${qs}`);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json().message).toBeTruthy();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/club-registrations' });
    expect(res.statusCode).toBe(401);
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/club-registrations/1/processed', payload: { processed: true } });
    expect(patch.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/counts' })).statusCode).toBe(401);
  });
});

describe('campus sign-ups table', () => {
  it('searches, filters by campus and by processed mark, and records the mark', async () => {
    const found = await page('/api/admin/campus-registrations?q=611 000 033');
    expect(found.total).toBe(1);
    const row = found.rows[0] as unknown as { id: number; childSurname: string; campusName: string; membership: unknown };
    expect(row.childSurname).toBe('Vilaregut Pujol');
    expect(row.campusName).toBe('Campus de Nadal');
    expect(row.membership).toBeDefined();
    expect((await page(`/api/admin/campus-registrations?campus=${campusIds[0]}`)).total).toBe(40);
    expect((await page(`/api/admin/campus-registrations?campus=${campusIds[0]}&q=vilaregut`)).total).toBe(0);
    const first = await page('/api/admin/campus-registrations');
    expect(first.total).toBe(80);
    expect(first.rows.map((r) => r.createdAt)).toEqual(first.rows.map((r) => r.createdAt).sort().reverse());
    const before = ((await get('/api/admin/counts')).json() as Record<string, number>)['inscr-campus']!;
    expect(before).toBe(80);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/campus-registrations/${row.id}/processed`, headers: admin.headers, payload: { processed: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().processedBy).toBe('admin');
    expect((await page('/api/admin/campus-registrations?processed=todo')).total).toBe(79);
    expect((await page('/api/admin/campus-registrations?processed=done')).rows[0]!.processedBy).toBe('admin');
    expect(((await get('/api/admin/counts')).json() as Record<string, number>)['inscr-campus']).toBe(79);
    expect((await get('/api/admin/campus-registrations?campus=abc')).statusCode).toBe(400);
    expect(Array.isArray((await get('/api/campus-registrations')).json())).toBe(true);
  });
});

describe('messages table', () => {
  it('searches, pages and filters by the processed mark; the count follows it', async () => {
    const found = await page('/api/admin/contact-messages?q=VILAREGUT');
    expect(found.total).toBe(1);
    const id = found.rows[0]!.id;
    const all = (await get('/api/admin/contact-messages')).json();
    expect(all.total).toBe(40);
    expect(all.unread).toBe(40);
    expect(all.rows).toHaveLength(25);
    expect((await page('/api/admin/contact-messages?page=2')).rows).toHaveLength(15);
    expect(((await get('/api/admin/counts')).json() as Record<string, number>).missatges).toBe(40);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/contact-messages/${id}/processed`, headers: admin.headers, payload: { processed: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page('/api/admin/contact-messages?processed=todo')).total).toBe(39);
    expect((await page('/api/admin/contact-messages?processed=done')).rows[0]!.processedBy).toBe('admin');
    expect(((await get('/api/admin/counts')).json() as Record<string, number>).missatges).toBe(39);
    expect((await get('/api/admin/contact-messages?sort=x')).statusCode).toBe(400);
    expect((await get('/api/contact-messages')).json()).toHaveLength(40);
  });
});

describe('orders table', () => {
  it('finds an order by name or e-mail, filters by status, pages with its lines', async () => {
    for (const q of ['vilaregut', 'carme.vilaregut@', '633 000 012']) {
      const found = await page(`/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(found.total, q).toBe(1);
      expect((found.rows[0] as unknown as { items: unknown[] }).items).toEqual([]);
    }
    const paid = await page('/api/admin/orders?status=paid');
    expect(paid.total).toBe(10);
    expect((paid.rows as unknown as { status: string }[]).every((o) => o.status === 'paid')).toBe(true);
    expect(((await get('/api/admin/counts')).json() as Record<string, number>).comandes).toBe(10);
    const all = await page('/api/admin/orders');
    expect(all.total).toBe(50);
    const second = await page('/api/admin/orders?page=2');
    expect(new Set([...all.rows, ...second.rows].map((o) => o.id)).size).toBe(50);
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?status=lost')).body).toContain('Estat de comanda invàlid.');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});

describe('the list queries use indexes', () => {
  /** EXPLAIN of a query as the app runs it; sequential scans off so that a small table still shows the index. */
  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    const db = t.database.db;
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${query}`);
      const rows = (res as unknown as { rows: Record<string, string>[] }).rows ?? (res as unknown as Record<string, string>[]);
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('search uses the trigram index', async () => {
    // The very expression the app searches (table-page.ts).
    const text = searchText(...clubSearchColumns(clubRegistrations));
    const p = await plan(sql`select * from club_registrations where (${text}) ilike '%vilaregut%' order by created_at desc, id desc limit 25`);
    expect(p).toContain('club_registrations_search_idx');
  });

  it('the campus search uses its trigram index', async () => {
    const text = searchText(...campusSearchColumns(campusRegistrations));
    // The page's total (on 80 rows the planner may walk the date index for the page itself: an index too).
    const p = await plan(sql`select count(*) from campus_registrations where (${text}) ilike '%vilaregut%'`);
    expect(p).toContain('campus_registrations_search_idx');
    const pageOf = await plan(sql`select * from campus_registrations where (${text}) ilike '%vilaregut%' order by created_at desc, id desc limit 25`);
    expect(pageOf).not.toContain('Seq Scan');
  });

  it('the school, message and order searches use their trigram indexes', async () => {
    const cases = [
      ['school_registrations', searchText(...schoolSearchColumns(schoolRegistrations))],
      ['contact_messages', searchText(...messageSearchColumns(contactMessages))],
      ['orders', searchText(...orderSearchColumns(orders))],
    ] as const;
    for (const [table, text] of cases) {
      const p = await plan(sql`select count(*) from ${sql.identifier(table)} where (${text}) ilike '%vilaregut%'`);
      expect(p, table).toContain(`${table}_search_idx`);
    }
  });

  it('a season list uses the season/date index', async () => {
    const p = await plan(sql`select * from club_registrations where season_id = ${openSeason} order by created_at desc, id desc limit 25`);
    expect(p).toContain('club_registrations_season_idx');
  });
});
