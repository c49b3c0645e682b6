import fc from 'fast-check';
import { eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { clubRegistrations, schoolRegistrations, seasons } from '#server/db/schema.ts';
import { clubBody, schoolBody } from '../helpers/registrations.ts';
import { backToOneOpenSeason, seasonBody } from '../helpers/seasons.ts';

/**
 * Seasons corrected and deleted (decision 160): PUT /api/seasons/{id} with the rules of a new season, and DELETE
 * /api/seasons/{id} only for a season nothing depends on (not open, no registration, no match dated in it).
 */

const t = withTestApp({ signedIn: true });

beforeEach(() => backToOneOpenSeason(t.database.db));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? { headers: t.admin.headers }
      : { headers: { ...t.admin.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });
const edit = (id: number | string, body: unknown) => asAdmin('PUT', `/api/seasons/${id}`, body);
const remove = (id: number | string) => asAdmin('DELETE', `/api/seasons/${id}`);

async function createSeason(label: string, startsOn: string, endsOn: string): Promise<number> {
  const res = await asAdmin('POST', '/api/admin/seasons', { label, startsOn, endsOn });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
async function addMatch(matchDate: string): Promise<void> {
  const res = await asAdmin('POST', '/api/matches', {
    homeTeam: 'CB Llívia Sènior Masculí',
    awayTeam: 'CB Puigcerdà',
    matchDate,
    matchTime: '18:00',
    venue: 'Pavelló de Llívia',
    category: 'Sènior Masculí',
  });
  expect(res.statusCode, res.body).toBe(201);
}
const rows = async () =>
  (await t.database.db.select().from(seasons)).map(({ label, startsOn, endsOn, openForRegistrations }) => ({ label, startsOn, endsOn, openForRegistrations }));
const idOf = async (label: string) => (await t.database.db.select().from(seasons).where(eq(seasons.label, label)))[0]!.id;
const adminList = async () => (await asAdmin('GET', '/api/admin/seasons')).json() as { id: number; label: string; matches: number }[];

describe('editing a season', () => {
  it('corrects the label and dates of a season: the admin list, the public list and the answer say so', async () => {
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    const res = await edit(id, { label: '2027/2028', startsOn: '2027-09-01', endsOn: '2028-06-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, label: '2027/2028', startsOn: '2027-09-01', endsOn: '2028-06-15' });
    expect((await adminList()).find((s) => s.id === id)).toMatchObject({ label: '2027/2028', startsOn: '2027-09-01', endsOn: '2028-06-15' });
    const publicList = (await t.app.inject({ url: '/api/seasons' })).json() as { label: string }[];
    expect(publicList.map((s) => s.label)).toEqual(['2027/2028', '2025/2026']);
  });

  it('renaming the open season with registrations: they stay in it (by id) and the forms, lists and CSV say the new label', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody() })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/school-registrations', payload: schoolBody() })).statusCode).toBe(201);
    const id = await idOf('2025/2026');
    const res = await edit(id, { label: '2024/2025', startsOn: '2024-07-01', endsOn: '2025-06-30' });
    expect(res.statusCode, res.body).toBe(200);

    expect((await t.app.inject({ url: '/api/seasons/open' })).json()).toEqual({ id, label: '2024/2025', startsOn: '2024-07-01', endsOn: '2025-06-30' });
    const [club] = await t.database.db.select().from(clubRegistrations);
    expect(club!.seasonId).toBe(id);
    const csv = await asAdmin('GET', `/api/club-registrations/export.csv?season=${id}`);
    expect(csv.body).toContain('2024/2025');
    expect(csv.body).not.toContain('2025/2026');
    expect(csv.headers['content-disposition']).toContain('inscripcions-club-2024-2025-');
    expect((await adminList()).find((s) => s.id === id)).toMatchObject({ label: '2024/2025', clubRegistrations: 1, schoolRegistrations: 1 });
  });

  it('a season saved as it is, or moved within its own days, is not an overlap with itself', async () => {
    const id = await idOf('2025/2026');
    expect((await edit(id, { label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30' })).statusCode).toBe(200);
    expect((await edit(id, { label: '2025/2026', startsOn: '2025-09-01', endsOn: '2026-05-31' })).statusCode).toBe(200);
    expect(await rows()).toEqual([{ label: '2025/2026', startsOn: '2025-09-01', endsOn: '2026-05-31', openForRegistrations: true }]);
  });

  it('refuses each rule a new season has, with a Catalan error under the field, and changes nothing', async () => {
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    const before = await rows();
    const cases: [object, string, RegExp][] = [
      [{ label: '2026-2027', startsOn: '2026-07-01', endsOn: '2027-06-30' }, 'label', /Escriu la temporada com «2026\/2027»/],
      [{ label: '2026/2028', startsOn: '2026-07-01', endsOn: '2027-06-30' }, 'label', /dos anys seguits/],
      [{ label: '   ', startsOn: '2026-07-01', endsOn: '2027-06-30' }, 'label', /temporada/],
      [{ label: '2026/2027', startsOn: '2027-06-30', endsOn: '2026-07-01' }, 'endsOn', /posterior a la d’inici/],
      [{ label: '2026/2027', startsOn: '2026-07-01', endsOn: '2026-07-01' }, 'endsOn', /posterior a la d’inici/],
      [{ label: '2026/2027', startsOn: '2026-02-30', endsOn: '2027-06-30' }, 'startsOn', /Data invàlida/],
      [{ label: '2026/2027', startsOn: '', endsOn: '2027-06-30' }, 'startsOn', /Indica la data/],
      [{ label: '2026/2027', startsOn: '2030-07-01', endsOn: '2027-06-30' }, 'startsOn', /ha de començar el 2026 o el 2027/],
      [{ label: '2026/2027', startsOn: '2026-07-01', endsOn: '2028-06-30' }, 'endsOn', /ha d’acabar el 2026 o el 2027/],
      // Another season's label.
      [{ label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30' }, 'label', /La temporada 2025\/2026 ja existeix/],
      // 2025/2026 runs to 2026-06-30: one shared day is an overlap.
      [{ label: '2026/2027', startsOn: '2026-06-30', endsOn: '2027-06-30' }, 'startsOn', /se solapen amb la temporada 2025\/2026/],
      [{ label: '2026/2027', startsOn: '2026-06-30', endsOn: '2027-06-30' }, 'endsOn', /se solapen amb la temporada 2025\/2026/],
    ];
    for (const [body, field, message] of cases) {
      const res = await edit(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      const messages: string[] = res.json().fieldErrors?.[field] ?? [];
      expect(messages.join(' '), `${JSON.stringify(body)} → ${res.body}`).toMatch(message);
    }
    // A body that is not a season at all.
    for (const body of [{}, { label: '2026/2027' }, [], 'text', null]) {
      expect((await edit(id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rows()).toEqual(before);
  });

  it('an unknown season is 404; a malformed id is 400', async () => {
    const body = { label: '2030/2031', startsOn: '2030-07-01', endsOn: '2031-06-30' };
    const res = await edit(999_999, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No s’ha trobat la temporada.');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', 'open']) expect((await edit(bad, body)).statusCode, bad).toBe(400);
    expect((await rows()).map((s) => s.label)).toEqual(['2025/2026']);
  });

  it('refuses (409) new dates that would leave a match outside every season, saying which; widening or keeping them is fine', async () => {
    const id = await idOf('2025/2026');
    await addMatch('2025-09-13');
    await addMatch('2025-10-11');
    await addMatch('2026-03-01');

    const res = await edit(id, { label: '2025/2026', startsOn: '2025-10-01', endsOn: '2026-06-30' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'No es poden canviar les dates: el partit del 13 de setembre de 2025 quedaria fora de tota temporada. Canvia’l de data o tria unes dates que l’incloguin.',
    );
    const two = await edit(id, { label: '2025/2026', startsOn: '2025-10-12', endsOn: '2026-06-30' });
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toContain('2 partits entre el 13 de setembre de 2025 i l’11 d’octubre de 2025');
    // Moving the season to other years takes every match out of it.
    const moved = await edit(id, { label: '2026/2027', startsOn: '2026-07-01', endsOn: '2027-06-30' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('3 partits');
    expect(await rows()).toEqual([{ label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30', openForRegistrations: true }]);

    // Dates that still hold every match, and wider ones, are saved; the matches stay in the season.
    expect((await edit(id, { label: '2025/2026', startsOn: '2025-09-13', endsOn: '2026-03-01' })).statusCode).toBe(200);
    expect((await edit(id, { label: '2025/2026', startsOn: '2025-08-01', endsOn: '2026-07-31' })).statusCode).toBe(200);
    const answer = await t.app.inject({ url: `/api/matches?season=${id}&list=all` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as { matchDate: string }[]).map((m) => m.matchDate).sort()).toEqual(['2025-09-13', '2025-10-11', '2026-03-01']);
    expect((await adminList()).find((s) => s.id === id)?.matches).toBe(3);
  });

  it('two edits that each fit but overlap together: one is refused, never both saved (lock)', async () => {
    for (let round = 0; round < 3; round++) {
      await t.database.db.delete(seasons).where(ne(seasons.label, '2025/2026'));
      const a = await createSeason('2026/2027', '2026-07-01', '2027-05-31');
      const b = await createSeason('2027/2028', '2027-08-01', '2028-06-30');
      const answers = await Promise.all([
        edit(a, { label: '2026/2027', startsOn: '2026-07-01', endsOn: '2027-07-15' }),
        edit(b, { label: '2027/2028', startsOn: '2027-07-01', endsOn: '2028-06-30' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const sorted = (await rows()).sort((x, y) => x.startsOn.localeCompare(y.startsOn));
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startsOn > sorted[i - 1]!.endsOn).toBe(true);
    }
  });
});

describe('deleting a season', () => {
  it('deletes a season nothing depends on: 204, gone from every list; again is 404', async () => {
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await rows()).map((s) => s.label)).toEqual(['2025/2026']);
    expect((await adminList()).map((s) => s.label)).toEqual(['2025/2026']);
    expect(((await t.app.inject({ url: '/api/seasons' })).json() as { label: string }[]).map((s) => s.label)).toEqual(['2025/2026']);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No s’ha trobat la temporada.');
    for (const bad of ['abc', '0', '-1', 'open']) expect((await remove(bad)).statusCode, bad).toBe(400);
  });

  it('refuses the season open for registrations (409, in Catalan); closed with nothing in it, it goes', async () => {
    const id = await idOf('2025/2026');
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No es pot eliminar la temporada 2025/2026: té les inscripcions obertes.');
    expect((await rows()).map((s) => s.label)).toEqual(['2025/2026']);

    expect((await asAdmin('PUT', '/api/admin/seasons/open', { seasonId: null })).statusCode).toBe(204);
    expect((await remove(id)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await t.app.inject({ url: '/api/seasons/open' })).json()).toBeNull();
  });

  it('refuses a closed season that registrations record, naming them; its registrations stay', async () => {
    const old = await idOf('2025/2026');
    await t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody() });
    await t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody({ playerName: 'Pau Puig Soler' }) });
    await t.app.inject({ method: 'POST', url: '/api/school-registrations', payload: schoolBody() });
    const next = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    expect((await asAdmin('PUT', '/api/admin/seasons/open', { seasonId: next })).statusCode).toBe(204);

    const res = await remove(old);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No es pot eliminar la temporada 2025/2026: té 2 inscripcions al club i 1 inscripció a escoles.');
    expect(await t.database.db.select().from(clubRegistrations)).toHaveLength(2);
    expect(await t.database.db.select().from(schoolRegistrations)).toHaveLength(1);
    expect((await rows()).map((s) => s.label).sort()).toEqual(['2025/2026', '2026/2027']);
  });

  it('refuses a season with matches dated in it (they would belong to no season)', async () => {
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    await addMatch('2026-10-03');
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No es pot eliminar la temporada 2026/2027: té 1 partit amb data dins seu.');
    expect((await adminList()).find((s) => s.id === id)?.matches).toBe(1);
    // Every reason at once, for the open season with registrations and matches.
    await t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody() });
    await addMatch('2025-11-08');
    await addMatch('2026-01-10');
    const all = await remove(await idOf('2025/2026'));
    expect(all.json().message).toBe(
      'No es pot eliminar la temporada 2025/2026: té les inscripcions obertes, 1 inscripció al club i 2 partits amb data dins seu.',
    );
  });
});

describe('without a session, or from another site', () => {
  it('PUT and DELETE answer 401 without a session and 403 without the CSRF token; nothing changes', async () => {
    const id = await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    const before = await rows();
    const body = JSON.stringify({ label: '2030/2031', startsOn: '2030-07-01', endsOn: '2031-06-30' });
    const noSession = { origin: 'http://localhost:80', host: 'localhost:80' };
    // From another site, the session cookie alone (or with a wrong token) is not enough (CSRF).
    const otherSite = { cookie: t.admin.headers.cookie!, origin: 'https://evil.example', host: 'localhost:80' };
    const wrongToken = { ...otherSite, 'x-csrf-token': 'no-és-el-token' };
    for (const method of ['PUT', 'DELETE'] as const) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method, url: `/api/seasons/${id}`, headers: { ...headers, 'content-type': 'application/json' }, ...(method === 'PUT' ? { payload: body } : {}) });
      expect((await send(noSession)).statusCode, method).toBe(401);
      expect((await send(otherSite)).statusCode, method).toBe(403);
      expect((await send(wrongToken)).statusCode, method).toBe(403);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('whatever is sent', () => {
  it('PUT and DELETE never answer 5xx, and seasons never overlap (property)', async () => {
    await createSeason('2026/2027', '2026-07-01', '2027-06-30');
    await addMatch('2026-10-17');
    const known = (await rows()).length;
    const id = fc.oneof(
      fc.constantFrom(...(await t.database.db.select({ id: seasons.id }).from(seasons)).map((s) => String(s.id))),
      fc.integer({ min: -5, max: 2_000_000 }).map(String),
      fc.string({ maxLength: 10 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), id, seasonBody, async (put, seasonId, payload) => {
        const res = put ? await edit(seasonId, payload) : await remove(seasonId);
        expect(res.statusCode, `${put ? 'PUT' : 'DELETE'} ${seasonId} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 120 },
    );
    const sorted = await rows();
    sorted.sort((x, y) => x.startsOn.localeCompare(y.startsOn));
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startsOn > sorted[i - 1]!.endsOn).toBe(true);
    // The open season and the one with a match were never deleted; the match still has its season.
    expect(sorted.length).toBe(known);
    expect(sorted.filter((s) => s.openForRegistrations)).toHaveLength(1);
    expect(sorted.some((s) => s.startsOn <= '2026-10-17' && '2026-10-17' <= s.endsOn)).toBe(true);
  }, 90_000);
});
