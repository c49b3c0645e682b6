import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubRegistrations, schoolRegistrations, seasons } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminAuth, clubBody, loginAsAdmin, schoolBody } from '../helpers/registrations.ts';
import { backToOneOpenSeason, seasonBody } from '../helpers/seasons.ts';

/** Seasons as data (issue 12 item 1, decision 155): the admin opens a season, registrations follow it. */

let t: TestApp;
let admin: AdminAuth;
/** What a fresh (empty) database answers, read before any test changes it. */
let openOnEmptyDatabase: unknown;
beforeAll(async () => {
  t = await createTestApp();
  openOnEmptyDatabase = (await t.app.inject({ url: '/api/seasons/open' })).json();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

/** Back to the empty database's state: 2025/2026 alone, open, no registrations, no mails. */
beforeEach(async () => {
  await backToOneOpenSeason(t.database.db);
  await t.app.mail.flush();
  t.mails.length = 0;
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function createSeason(label: string, startsOn: string, endsOn: string): Promise<number> {
  const res = await asAdmin('POST', '/api/admin/seasons', { label, startsOn, endsOn });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const openSeason = (seasonId: number | null) => asAdmin('PUT', '/api/admin/seasons/open', { seasonId });
const openLabels = async () => (await t.database.db.select().from(seasons).where(eq(seasons.openForRegistrations, true))).map((s) => s.label);
const seasonId = async (label: string) => (await t.database.db.select().from(seasons).where(eq(seasons.label, label)))[0]!.id;

describe('the open season', () => {
  it('an empty database has 2025/2026 open (SPEC §9)', () => {
    expect(openOnEmptyDatabase).toEqual({ id: expect.any(Number), label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30' });
  });

  it('the admin creates 2026/2027 and opens it: registrations, mails and CSV name it', async () => {
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    // Created closed: 2025/2026 stays open until the admin switches.
    expect(await openLabels()).toEqual(['2025/2026']);
    expect((await openSeason(id)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/seasons/open' })).json()).toMatchObject({ id, label: '2026/2027' });

    expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(201);
    expect((await post('/api/school-registrations', schoolBody())).statusCode).toBe(201);
    const [club] = await t.database.db.select().from(clubRegistrations);
    const [school] = await t.database.db.select().from(schoolRegistrations);
    expect(club!.seasonId).toBe(id);
    expect(school!.seasonId).toBe(id);

    await t.app.mail.flush();
    const clubGuardian = t.mails.find((m) => m.to === 'anna.soler@example.com')!;
    const schoolGuardian = t.mails.find((m) => m.to === 'jordi.casals@example.com')!;
    for (const mail of [clubGuardian, schoolGuardian]) {
      expect(mail.subject).toContain('2026/2027');
      expect(mail.text).toContain('2026/2027');
      expect(mail.text).not.toContain('2025/2026');
    }
    const notices = t.mails.filter((m) => m.to === t.app.config.mail.clubEmail);
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(notice.text).toContain('Temporada: 2026/2027');

    for (const kind of ['club', 'school']) {
      const csv = await asAdmin('GET', `/api/${kind}-registrations/export.csv?season=${id}`);
      expect(csv.statusCode).toBe(200);
      const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toContain('Temporada');
      expect(row).toContain('2026/2027');
      expect(csv.headers['content-disposition']).toContain(kind === 'club' ? 'inscripcions-club-2026-2027-' : 'inscripcions-escoles-2026-2027-');
    }
  });

  it('the admin list counts each season’s registrations', async () => {
    await post('/api/club-registrations', clubBody());
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    await openSeason(id);
    await post('/api/school-registrations', schoolBody());
    const res = await asAdmin('GET', '/api/admin/seasons');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id, label: '2026/2027', startsOn: '2026-07-01', endsOn: '2027-06-30', openForRegistrations: true, clubRegistrations: 0, schoolRegistrations: 1, matches: 0 },
      expect.objectContaining({ label: '2025/2026', openForRegistrations: false, clubRegistrations: 1, schoolRegistrations: 0 }),
    ]);
  });
});

describe('lists and exports by season', () => {
  it('?season= filters the club and school lists and exports; without it every season is answered', async () => {
    const old = await seasonId('2025/2026');
    await post('/api/club-registrations', clubBody({ playerName: 'Jugadora Antiga' }));
    await post('/api/school-registrations', schoolBody({ playerName: 'Alumne Antic' }));
    const next = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    await openSeason(next);
    await post('/api/club-registrations', clubBody({ playerName: 'Jugadora Nova' }));
    await post('/api/school-registrations', schoolBody({ playerName: 'Alumne Nou' }));

    const names = async (url: string) => ((await asAdmin('GET', url)).json() as { playerName: string }[]).map((r) => r.playerName);
    expect(await names(`/api/club-registrations?season=${old}`)).toEqual(['Jugadora Antiga']);
    expect(await names(`/api/club-registrations?season=${next}`)).toEqual(['Jugadora Nova']);
    expect(await names('/api/club-registrations')).toEqual(['Jugadora Antiga', 'Jugadora Nova']);
    expect(await names(`/api/school-registrations?season=${old}`)).toEqual(['Alumne Antic']);
    expect(await names(`/api/school-registrations?season=${next}`)).toEqual(['Alumne Nou']);
    expect(await names('/api/school-registrations')).toEqual(['Alumne Antic', 'Alumne Nou']);

    const oldCsv = (await asAdmin('GET', `/api/club-registrations/export.csv?season=${old}`)).body;
    expect(oldCsv).toContain('Jugadora Antiga');
    expect(oldCsv).not.toContain('Jugadora Nova');
    const schoolCsv = (await asAdmin('GET', `/api/school-registrations/export.csv?season=${next}`)).body;
    expect(schoolCsv).toContain('Alumne Nou');
    expect(schoolCsv).not.toContain('Alumne Antic');
    const allCsv = (await asAdmin('GET', '/api/club-registrations/export.csv')).body;
    expect(allCsv).toContain('2025/2026');
    expect(allCsv).toContain('2026/2027');
  });

  it('an unknown or malformed season: 404 / 400, never 5xx', async () => {
    for (const kind of ['club', 'school']) {
      expect((await asAdmin('GET', `/api/${kind}-registrations?season=999999`)).statusCode).toBe(404);
      expect((await asAdmin('GET', `/api/${kind}-registrations/export.csv?season=999999`)).statusCode).toBe(404);
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        const res = await asAdmin('GET', `/api/${kind}-registrations?season=${bad}`);
        expect(res.statusCode, bad).toBe(400);
      }
    }
  });
});

describe('one open season', () => {
  it('switching closes the previous one; two concurrent switches leave exactly one open', async () => {
    const a = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    const b = await createSeason('2027/2028', '2027-07-01', '2028-06-30');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([openSeason(a), openSeason(b)]);
      expect(answers.map((r) => r.statusCode)).toEqual([204, 204]);
      const open = await openLabels();
      expect(open).toHaveLength(1);
      expect(['2026/2027', '2027/2028']).toContain(open[0]);
    }
    expect((await openSeason(a)).statusCode).toBe(204);
    expect(await openLabels()).toEqual(['2026/2027']);
  });

  it('an unknown season cannot be opened (404) and nothing changes', async () => {
    const res = await openSeason(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No s’ha trobat la temporada.');
    expect(await openLabels()).toEqual(['2025/2026']);
  });

  it('with registrations closed, GET /api/seasons/open answers null and the public POSTs answer 409, storing nothing', async () => {
    expect((await openSeason(null)).statusCode).toBe(204);
    expect(await openLabels()).toEqual([]);
    const open = await t.app.inject({ url: '/api/seasons/open' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toBeNull();
    for (const [url, body] of [
      ['/api/club-registrations', clubBody()],
      ['/api/school-registrations', schoolBody()],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/cap temporada oberta/);
    }
    expect(await t.database.db.select().from(clubRegistrations)).toEqual([]);
    expect(await t.database.db.select().from(schoolRegistrations)).toEqual([]);
    await t.app.mail.flush();
    expect(t.mails).toEqual([]);
  });
});

describe('creating a season', () => {
  it('refuses malformed labels, reversed dates and overlaps with Catalan field errors', async () => {
    const cases: [object, string][] = [
      [{ label: '2026-2027', startsOn: '2026-07-01', endsOn: '2027-06-30' }, 'label'],
      [{ label: '2026/2028', startsOn: '2026-07-01', endsOn: '2027-06-30' }, 'label'],
      [{ label: '', startsOn: '2026-07-01', endsOn: '2027-06-30' }, 'label'],
      [{ label: '2026/2027', startsOn: '2027-06-30', endsOn: '2026-07-01' }, 'endsOn'],
      [{ label: '2026/2027', startsOn: '2026-07-01', endsOn: '2026-07-01' }, 'endsOn'],
      [{ label: '2026/2027', startsOn: '2026-02-30', endsOn: '2027-06-30' }, 'startsOn'],
      [{ label: '2026/2027', startsOn: '2030-07-01', endsOn: '2027-06-30' }, 'startsOn'],
      // 2025/2026 runs to 2026-06-30.
      [{ label: '2026/2027', startsOn: '2026-06-01', endsOn: '2027-06-30' }, 'startsOn'],
      [{ label: '2025/2026', startsOn: '2025-09-01', endsOn: '2026-06-30' }, 'label'],
    ];
    for (const [body, field] of cases) {
      const res = await asAdmin('POST', '/api/admin/seasons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const messages: string[] = res.json().fieldErrors?.[field] ?? [];
      expect(messages.length, JSON.stringify(res.json())).toBeGreaterThan(0);
      expect(messages.join(' ')).toMatch(/temporada|data|dates|Indica/i);
    }
    expect((await t.database.db.select().from(seasons)).map((s) => s.label)).toEqual(['2025/2026']);
  });

  it('never answers 5xx, whatever the body (property)', async () => {
    await fc.assert(
      fc.asyncProperty(seasonBody, async (payload) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/seasons', headers: admin.headers, payload: JSON.stringify(payload), })
        expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 400) expect(res.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 80 },
    );
    // Whatever was created does not overlap: no two seasons share a day.
    const rows = (await t.database.db.select().from(seasons)).sort((x, y) => x.startsOn.localeCompare(y.startsOn));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.startsOn > rows[i - 1]!.endsOn).toBe(true);
  }, 60_000);
});

describe('without a session', () => {
  it('the admin season routes answer 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/seasons'],
      ['POST', '/api/admin/seasons'],
      ['PUT', '/api/admin/seasons/open'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: 'http://localhost:80', host: 'localhost:80' }, ...(method === 'GET' ? {} : { payload: { label: '2030/2031', startsOn: '2030-07-01', endsOn: '2031-06-30', seasonId: null } }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await openLabels()).toEqual(['2025/2026']);
  });
});
