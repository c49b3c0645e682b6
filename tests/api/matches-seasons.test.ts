import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matches } from '#server/db/schema.ts';
import { listResults, listUpcoming } from '#server/features/matches/repository.ts';
import { ensureSeasonForDate } from '#server/features/seasons/repository.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app.ts';

/** Matches through time (issue 12 items 2 and 6, decision 156). */

type Row = {
  id: number;
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  matchTime: string;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
};
type Season = { id: number; label: string; startsOn: string; endsOn: string };

const today = todayInMadrid();
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let t: TestApp;
let admin: AdminSession;
let current: Season;
let previous: Season;

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

async function insert(rows: Partial<Row>[]) {
  const values = rows.map((r, i) => ({
    homeTeam: 'CB Llívia Sènior Masculí',
    awayTeam: `Rival ${i}`,
    matchDate: today,
    matchTime: '18:00',
    venue: 'Pavelló Fòrum',
    category: 'Sènior Masculí',
    homeScore: null,
    awayScore: null,
    status: 'scheduled',
    ...r,
  }));
  for (const v of values) await ensureSeasonForDate(t.database.db, v.matchDate!);
  return t.database.db.insert(matches).values(values).returning();
}

beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.delete(matches).where(sql`true`);
  await ensureSeasonForDate(t.database.db, today);
  const start = (await get('/api/seasons')).find((s: Season) => s.startsOn <= today && today <= s.endsOn) as Season;
  current = start;
  await ensureSeasonForDate(t.database.db, addDays(current.startsOn, -1));
  previous = (await get('/api/seasons')).find((s: Season) => s.endsOn === addDays(current.startsOn, -1)) as Season;
});

describe('GET /api/seasons', () => {
  it('lists seasons newest first with id, label and dates only', async () => {
    const list = (await get('/api/seasons')) as Season[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const s of list) expect(Object.keys(s).sort()).toEqual(['endsOn', 'id', 'label', 'startsOn']);
    const starts = list.map((s) => s.startsOn);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(current.label).toMatch(/^\d{4}\/\d{4}$/);
  });
});

describe('upcoming matches', () => {
  it('never contain a past date; a scored match left "Programat" in the past is not upcoming', async () => {
    const [, , , soon, later, scoredPast] = await insert([
      { matchDate: addDays(today, -1) },
      { matchDate: addDays(today, -7), status: 'live' },
      { matchDate: addDays(today, -30) },
      { matchDate: addDays(today, 2) },
      { matchDate: addDays(today, 5), matchTime: '10:00' },
      { matchDate: addDays(today, -2), homeScore: 70, awayScore: 60, status: 'scheduled' },
    ]);
    for (const url of ['/api/matches', '/api/matches?list=upcoming', `/api/matches?season=${current.id}&list=upcoming`]) {
      const list = (await get(url)) as Row[];
      const scheduled = list.filter((m) => m.status !== 'completed');
      for (const m of scheduled) expect(m.matchDate >= today, `${url} ${m.matchDate}`).toBe(true);
      expect(scheduled.map((m) => m.id)).not.toContain(scoredPast!.id);
      // Soonest first, every upcoming match of the season that falls within it.
      const expected = [soon!, later!].filter((m) => m.matchDate <= current.endsOn).map((m) => m.id);
      expect(scheduled.map((m) => m.id)).toEqual(expected);
    }
    const stats = await get('/api/matches/stats');
    expect(stats.upcoming).toBe([soon!, later!].filter((m) => m.matchDate <= current.endsOn).length);
  });
});

describe('results in pages', () => {
  it('pages newest first with a cursor that inserts between pages do not shift', async () => {
    const rows = await insert(
      Array.from({ length: 30 }, (_, i) => ({
        matchDate: addDays(current.startsOn, Math.floor(i / 2)),
        matchTime: i % 2 ? '12:00' : '18:00',
        homeScore: 60 + i,
        awayScore: 50,
        status: 'completed',
      })),
    );
    const page = (before?: Row) =>
      get(`/api/matches?season=${current.id}&list=results&limit=7${before ? `&before=${before.matchDate}_${before.matchTime}_${before.id}` : ''}`) as Promise<Row[]>;

    const seen: Row[] = [];
    let next = await page();
    expect(next).toHaveLength(7);
    seen.push(...next);
    // Between pages: a newer result, one at the very same date and time as the last one received, a scheduled match.
    const last = next.at(-1)!;
    await insert([
      { matchDate: addDays(current.startsOn, 40), homeScore: 1, awayScore: 2, status: 'completed' },
      { matchDate: last.matchDate, matchTime: last.matchTime, homeScore: 3, awayScore: 4, status: 'completed' },
      { matchDate: addDays(current.startsOn, 3) },
    ]);
    while (next.length === 7) {
      next = await page(seen.at(-1));
      seen.push(...next);
    }
    expect(seen.map((m) => m.id).sort((a, b) => a - b)).toEqual(rows.map((m) => m.id).sort((a, b) => a - b));
    const order = seen.map((m) => `${m.matchDate} ${m.matchTime} ${String(m.id).padStart(10, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('without parameters: the current season only, its upcoming matches and newest page of results', async () => {
    await insert([
      ...Array.from({ length: 20 }, (_, i) => ({
        matchDate: addDays(current.startsOn, i),
        homeScore: 70,
        awayScore: 60 + i,
        status: 'completed',
      })),
      { matchDate: addDays(previous.endsOn, -3), homeScore: 80, awayScore: 40, status: 'completed' },
      { matchDate: addDays(previous.startsOn, 1), status: 'scheduled' },
      { matchDate: addDays(current.endsOn, 1), status: 'scheduled' },
      { matchDate: addDays(current.endsOn, 2), homeScore: 1, awayScore: 0, status: 'completed' },
      { matchDate: addDays(today, 1) },
    ]);
    const list = (await get('/api/matches')) as Row[];
    for (const m of list) expect(m.matchDate >= current.startsOn && m.matchDate <= current.endsOn, m.matchDate).toBe(true);
    const results = list.filter((m) => m.status === 'completed');
    expect(results).toHaveLength(12);
    expect(results[0]!.matchDate).toBe(addDays(current.startsOn, 19));
    expect(list.filter((m) => m.status === 'scheduled').map((m) => m.matchDate)).toEqual(
      addDays(today, 1) <= current.endsOn ? [addDays(today, 1)] : [],
    );
    // The same with the season named, and another season gives its own matches.
    expect(await get(`/api/matches?season=${current.id}`)).toEqual(list);
    const old = (await get(`/api/matches?season=${previous.id}`)) as Row[];
    expect(old.map((m) => m.matchDate)).toEqual([addDays(previous.endsOn, -3)]);
  });
});

describe('GET /api/matches/stats', () => {
  it("equal a full recount over every match of the season, for the club ('Llívia') and for one team", async () => {
    const teams = ['CB Llívia Sènior Masculí', 'CB Llívia Cadet Femení', 'CB Puigcerdà', 'CB La Seu'];
    const rows: Partial<Row>[] = [];
    for (let i = 0; i < 45; i++) {
      const home = teams[i % 4]!;
      const away = teams[(i * 3 + 2) % 4]!;
      rows.push({
        homeTeam: home,
        awayTeam: away === home ? 'CE Olot' : away,
        matchDate: addDays(current.startsOn, i % 100),
        homeScore: i % 7 === 0 ? null : 40 + ((i * 13) % 50),
        awayScore: 40 + ((i * 29) % 50),
        status: i % 9 === 0 ? 'scheduled' : 'completed',
      });
    }
    rows.push({ matchDate: previous.startsOn, homeScore: 100, awayScore: 0, status: 'completed' });
    await insert(rows);

    const all = (await get(`/api/matches?season=${current.id}&list=all`)) as Row[];
    expect(all.length).toBe(45);
    for (const team of ['', 'CB Llívia Sènior Masculí', 'Cadet', 'CB Puigcerdà']) {
      const needle = team || 'Llívia';
      let wins = 0;
      let losses = 0;
      let played = 0;
      let pointsFor = 0;
      for (const m of all) {
        if (m.status !== 'completed' || m.homeScore === null || m.awayScore === null) continue;
        const home = m.homeTeam.includes(needle);
        if (home === m.awayTeam.includes(needle)) continue;
        const ours = home ? m.homeScore : m.awayScore;
        const theirs = home ? m.awayScore : m.homeScore;
        played++;
        pointsFor += ours;
        if (ours > theirs) wins++;
        if (ours < theirs) losses++;
      }
      const mine = all.filter((m) => !team || m.homeTeam.includes(team) || m.awayTeam.includes(team));
      const stats = await get(`/api/matches/stats?season=${current.id}&team=${encodeURIComponent(team)}`);
      expect(stats, team).toEqual({
        wins,
        losses,
        played,
        pointsFor,
        pointsPerMatch: played ? pointsFor / played : 0,
        upcoming: mine.filter((m) => m.status === 'scheduled' && m.matchDate >= today).length,
        results: mine.filter((m) => m.status === 'completed').length,
      });
      expect(played, team).toBeGreaterThan(0);
    }
    // More results than one page: the tiles do not come from the loaded page.
    expect((await get('/api/matches/stats')).results).toBeGreaterThan(12);
  });
});

describe('bad parameters', () => {
  const bad = [
    'season=abc',
    'season=0',
    'season=-1',
    'season=1.5',
    'season=99999999999',
    'season=999999',
    'season=1&season=2',
    'limit=0',
    'limit=51',
    'limit=abc',
    'list=tots',
    'before=ahir',
    'before=2026-13-45_10:00_1',
    'before=2026-01-01_10:00_0',
    'before=2026-01-01_10:00_99999999999',
    'before=2026-01-01_10%3A00%00_1',
    `team=${'x'.repeat(121)}`,
    'team=a%00b',
    'team=a&team=b',
  ];
  it.each(bad)('GET /api/matches?%s is a Catalan 400, never a 5xx', async (query) => {
    const res = await t.app.inject({ url: `/api/matches?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/[àèéíòóúç]|invàlid|temporada|dades/i);
    expect(Object.keys(body.fieldErrors ?? {}).length).toBeGreaterThan(0);
  });
  it.each(bad.filter((q) => /^(season|team)=/.test(q)))('GET /api/matches/stats?%s is a 400', async (query) => {
    expect((await t.app.inject({ url: `/api/matches/stats?${query}` })).statusCode).toBe(400);
  });
  it('names an unknown season in Catalan', async () => {
    const res = await t.app.inject({ url: '/api/matches?season=999999' });
    expect(res.json()).toMatchObject({ message: 'Aquesta temporada no existeix.' });
  });
});

describe('saving a match', () => {
  const match = { homeTeam: 'CB Llívia Sènior Femení', awayTeam: 'CB Alp', matchTime: '17:00', venue: 'Pavelló Fòrum', category: 'Sènior Femení' };
  const labels = async () => ((await get('/api/seasons')) as Season[]).map((s) => s.label);

  it('in a year with no season creates that season (1 July to 30 June), on create and on update', async () => {
    expect(await labels()).not.toContain('2031/2032');
    const res = await t.app.inject({ method: 'POST', url: '/api/matches', headers: asAdmin(admin), payload: { ...match, matchDate: '2031-10-10' } });
    expect(res.statusCode).toBe(201);
    const made = ((await get('/api/seasons')) as Season[]).find((s) => s.label === '2031/2032');
    expect(made).toMatchObject({ startsOn: '2031-07-01', endsOn: '2032-06-30' });
    expect((await get(`/api/matches?season=${made!.id}&list=all`)).map((m: Row) => m.id)).toEqual([res.json().id]);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/matches/${res.json().id}`,
      headers: asAdmin(admin),
      payload: { matchDate: '2033-03-01' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await labels()).toContain('2032/2033');
    // A date in an existing season creates nothing.
    const count = (await labels()).length;
    await t.app.inject({ method: 'POST', url: '/api/matches', headers: asAdmin(admin), payload: { ...match, matchDate: '2031-12-01' } });
    expect((await labels()).length).toBe(count);
  });
});

describe('the season window query', () => {
  it(`uses matches_date_idx (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    await insert(Array.from({ length: 50 }, (_, i) => ({ matchDate: addDays(previous.startsOn, i * 7), status: i % 2 ? 'completed' : 'scheduled' })));
    const window = { startsOn: current.startsOn, endsOn: current.endsOn, team: 'Llívia' };
    for (const query of [
      listResults(t.database.db, window, 12, { date: today, time: '18:00', id: 10 }),
      listUpcoming(t.database.db, window, today),
    ]) {
      const { sql: text, params } = query.toSQL();
      // Inline the parameters (EXPLAIN cannot take them), last first so $1 does not eat $10.
      let inlined = text;
      for (let i = params.length; i >= 1; i--) {
        const p = params[i - 1];
        inlined = inlined.replaceAll(`$${i}`, typeof p === 'number' ? String(p) : `'${String(p).replaceAll("'", "''")}'`);
      }
      const plan = await t.database.db.transaction(async (tx) => {
        // On tiny tables the planner rightly prefers a sequential scan; this asks whether the index can serve it.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('matches_date_idx');
    }
  });
});

describe('the public cache', () => {
  it('keys each answer by its parameters', async () => {
    await insert([{ matchDate: previous.startsOn, homeScore: 1, awayScore: 2, status: 'completed' }]);
    const a = await get(`/api/matches?season=${previous.id}`);
    const b = await get(`/api/matches?season=${current.id}`);
    const c = await get(`/api/matches?season=${previous.id}&limit=1&list=results`);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(0);
    expect(c).toEqual(a);
    // On PostgreSQL the insert's NOTIFY comes over another connection a moment later and empties the cache (as it
    // should after a write): ask again until the answer is kept, rather than racing that notice.
    const key = `matches|${previous.id}||12|${today}|`;
    let held = t.app.publicCache.holds(key);
    for (let waited = 0; !held && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await get(`/api/matches?season=${previous.id}`);
      held = t.app.publicCache.holds(key);
    }
    expect(held).toBe(true);
    // A deeper page or a team that is not one of the club's is answered, not kept.
    await get(`/api/matches?season=${previous.id}&team=Qualsevol`);
    expect(t.app.publicCache.holds(`matches|${previous.id}||12|${today}|Qualsevol`)).toBe(false);
  });
});


