import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, matches, seasons } from '#server/db/schema.ts';
import { matchList, matchStats } from '#server/features/matches/list-service.ts';
import { photoList } from '#server/features/photos/list-service.ts';
import { listSeasons } from '#server/features/seasons/repository.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { matchCursor, photoCursor } from '#shared/list-pages.ts';
import { matchListQuerySchema, matchStatsQuerySchema } from '#shared/schemas/match.ts';
import { photoListQuerySchema } from '#shared/schemas/photo.ts';
import { addAdmin, rememberedCookie, testAdmin } from '../helpers/admin.ts';
import { onPostgres } from '../helpers/app.ts';
import { withTestApp } from '../helpers/fixture.ts';
import { type Instance, instancesOnPostgres } from '../helpers/instances.ts';

/**
 * Decision 199 (issue 21 item 4): GET /api/matches in every query form, /api/matches/stats, /api/photos, /api/seasons
 * and the /partits shell answered from the public cache, dropped by the same triggers as the other lists, and the
 * cache bounded whatever query strings visitors send.
 */

type Match = { id: number; homeTeam: string; matchDate: string; matchTime: string; status: string; venue: string };
type Photo = { id: number; uploadDate: string; albumId: number | null; title: string };
type Season = { id: number; label: string; startsOn: string; endsOn: string };

const t = withTestApp({ signedIn: true });

const getJson = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};
/**
 * Waits until every NOTIFY of the writes made so far has reached this instance (on PostgreSQL they come a moment
 * after the commit, over another connection, in commit order): a probe of our own goes last and is seen dropped.
 */
async function notificationsSettled(): Promise<void> {
  await t.app.publicCache.value('probe', async () => 1);
  await t.db.execute(sql`select pg_notify('public_cache', 'probe')`);
  for (let waited = 0; t.app.publicCache.holds('value:probe'); waited += 10) {
    if (waited > 5000) throw new Error('the probe NOTIFY did not arrive in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** Every query form the lists accept, built from the demo data (a club team, a season, a cursor of each list). */
let matchForms: string[];
let photoForms: string[];
let seasonList: Season[];

beforeAll(async () => {
  await t.db.transaction((tx) => seedDemo(tx));
  await notificationsSettled();
  seasonList = (await getJson('/api/seasons')).json();
  const team = ((await getJson('/api/teams')).json() as { name: string }[])[0]!.name;
  const results = (await getJson('/api/matches?list=results&limit=3')).json() as Match[];
  expect(results.length).toBeGreaterThan(0);
  const cursor = encodeURIComponent(matchCursor(results.at(-1)!));
  matchForms = [
    '/api/matches',
    ...seasonList.map((s) => `/api/matches?season=${s.id}`),
    `/api/matches?team=${encodeURIComponent(team)}`,
    '/api/matches?list=results',
    '/api/matches?list=upcoming',
    '/api/matches?list=all',
    '/api/matches?limit=5',
    `/api/matches?list=results&limit=3&before=${cursor}`,
    `/api/matches?before=${cursor}`,
    `/api/matches?season=${seasonList[0]!.id}&team=${encodeURIComponent(team)}&list=results&limit=2`,
    '/api/matches/stats',
    `/api/matches/stats?team=${encodeURIComponent(team)}`,
  ];
  const photos = (await getJson('/api/photos?limit=4')).json() as Photo[];
  const album = photos.find((p) => p.albumId !== null)?.albumId;
  expect(album).toBeDefined();
  photoForms = [
    '/api/photos',
    `/api/photos?album=${album}`,
    '/api/photos?album=none',
    '/api/photos?category=partits',
    '/api/photos?limit=5',
    `/api/photos?limit=4&before=${encodeURIComponent(photoCursor(photos.at(-1)!))}`,
  ];
});

/** What the route's service loads straight from the database for that URL: the uncached answer. */
async function uncached(url: string): Promise<string> {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/api/matches') return JSON.stringify(await (await matchList(t.app, matchListQuerySchema.parse(query(url)))).load());
  if (path === '/api/matches/stats') return JSON.stringify(await (await matchStats(t.app, matchStatsQuerySchema.parse(query(url)))).load());
  if (path === '/api/photos') return JSON.stringify(await (await photoList(t.app, photoListQuerySchema.parse(query(url)))).load());
  return JSON.stringify(await listSeasons(t.db));
}

describe('answers from the cache', () => {
  it('the cached answer of every query form is the uncached one, and the form is kept', async () => {
    for (const url of [...matchForms, ...photoForms, '/api/seasons']) {
      t.app.publicCache.clear();
      const first = await getJson(url);
      const before = t.app.publicCache.size().entries;
      const second = await getJson(url);
      expect(second.body, url).toBe(first.body);
      expect(second.headers.etag, url).toBe(first.headers.etag);
      expect(second.body, url).toBe(await uncached(url));
      // The second request found its copy: nothing was added.
      expect(t.app.publicCache.size().entries, url).toBe(before);
      expect(before, url).toBeGreaterThan(0);
      const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(revalidated.statusCode, url).toBe(304);
    }
  });

  it('the /partits shell embeds the very answers of its endpoints', async () => {
    const page = await t.app.inject({ url: '/partits' });
    expect(page.statusCode).toBe(200);
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(page.body)![1]!);
    for (const url of ['/api/matches', '/api/matches/stats', '/api/seasons']) {
      expect(JSON.stringify(data[url]), url).toBe((await getJson(url)).body);
    }
    // A second load is the same page (the shell is reused while the cached texts are the same).
    expect((await t.app.inject({ url: '/partits' })).body).toBe(page.body);
  });
});

describe('a back-office edit shows on the next GET', () => {
  const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: t.asAdminWriting(), ...(payload === undefined ? {} : { payload }) });

  it('a match edited', async () => {
    const before = (await getJson('/api/matches?list=all')).json() as Match[];
    const match = before[0]!;
    const res = await write('PATCH', `/api/matches/${match.id}`, { venue: 'Pavelló nou de Llívia' });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await getJson('/api/matches?list=all')).json() as Match[];
    expect(after.find((m) => m.id === match.id)?.venue).toBe('Pavelló nou de Llívia');
  });

  it('a season created and corrected', async () => {
    const label = '2040/2041';
    const created = await write('POST', '/api/admin/seasons', { label, startsOn: '2040-07-01', endsOn: '2041-06-30' });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const listed = (await getJson('/api/seasons')).json() as Season[];
    const season = listed.find((s) => s.label === label)!;
    expect(season).toBeDefined();
    // A season the cache did not know a moment ago is a valid query form now.
    expect((await getJson(`/api/matches?season=${season.id}`)).json()).toEqual([]);
    const renamed = await write('PUT', `/api/seasons/${season.id}`, { label: '2041/2042', startsOn: '2041-07-01', endsOn: '2042-06-30' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(((await getJson('/api/seasons')).json() as Season[]).find((s) => s.id === season.id)?.label).toBe('2041/2042');
    const deleted = await write('DELETE', `/api/seasons/${season.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await t.app.inject({ url: `/api/matches?season=${season.id}` })).statusCode).toBe(400);
  });

  it('a photo added and deleted, an album created and deleted', async () => {
    await getJson('/api/photos');
    const album = await write('POST', '/api/albums', { title: 'Torneig de Nadal', albumDate: '2026-12-20', description: null, coverImageUrl: null });
    expect(album.statusCode, album.body).toBe(201);
    const albumId = album.json().id as number;
    expect((await getJson(`/api/photos?album=${albumId}`)).json()).toEqual([]);
    const demo = ((await getJson('/api/photos')).json() as (Photo & { imageUrl: string })[])[0]!;
    const photo = await write('POST', '/api/photos', { title: 'Final', description: null, category: 'partits', imageUrl: demo.imageUrl, albumId });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(((await getJson(`/api/photos?album=${albumId}`)).json() as Photo[]).map((p) => p.title)).toEqual(['Final']);
    expect(((await getJson('/api/photos')).json() as Photo[])[0]!.title).toBe('Final');
    const gone = await write('DELETE', `/api/photos/${photo.json().id}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await getJson(`/api/photos?album=${albumId}`)).json()).toEqual([]);
    expect((await write('DELETE', `/api/albums/${albumId}`)).statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: `/api/photos?album=${albumId}` })).statusCode).toBe(400);
  });

  it('a write straight to the tables, with no request on this instance, drops the copies (the triggers)', async () => {
    const [season] = await t.db.select().from(seasons).limit(1);
    await notificationsSettled();
    await getJson('/api/seasons');
    expect(t.app.publicCache.size().entries).toBeGreaterThan(0);
    await t.db.update(seasons).set({ label: `${season!.label} ` }).where(eq(seasons.id, season!.id));
    await expect.poll(async () => ((await getJson('/api/seasons')).json() as Season[]).some((s) => s.label === `${season!.label} `)).toBe(true);
    await t.db.update(seasons).set({ label: season!.label }).where(eq(seasons.id, season!.id));
    await expect.poll(async () => ((await getJson('/api/seasons')).json() as Season[]).some((s) => s.label === season!.label)).toBe(true);
    // A match the cached list shows (on a day between two seasons the table also holds matches of the other one).
    const [match] = (await getJson('/api/matches?list=all')).json() as Match[];
    expect(match).toBeDefined();
    await t.db.update(matches).set({ venue: 'Pista exterior' }).where(eq(matches.id, match!.id));
    await expect
      .poll(async () => ((await getJson('/api/matches?list=all')).json() as Match[]).find((m) => m.id === match!.id)?.venue)
      .toBe('Pista exterior');
    const [album] = await t.db.insert(albums).values({ title: 'Àlbum directe', albumDate: '2026-01-10' }).returning();
    await expect.poll(async () => (await t.app.inject({ url: `/api/photos?album=${album!.id}` })).statusCode).toBe(200);
  });
});

describe('bounded whatever visitors ask', () => {
  it('a burst of distinct bogus query strings keeps nothing', async () => {
    await notificationsSettled();
    t.app.publicCache.clear();
    for (const url of [...matchForms, ...photoForms]) await getJson(url);
    const held = t.app.publicCache.size();
    expect(held.entries).toBeGreaterThan(0);
    for (let i = 0; i < 200; i += 1) {
      const answers = await Promise.all([
        // Answered (200) but not kept: a team that is not the club's, cursors that name no match or photo.
        t.app.inject({ url: `/api/matches?team=Equip${i}` }),
        t.app.inject({ url: `/api/matches/stats?team=Equip${i}` }),
        t.app.inject({ url: `/api/matches?list=results&before=2001-01-0${(i % 9) + 1}_10:00_${i + 1}` }),
        t.app.inject({ url: `/api/photos?before=2001-01-01T00:00:00.${String(i).padStart(3, '0')}Z_${i + 1}` }),
        // Refused (400): unknown seasons and albums, bad limits, unknown parameters' values.
        t.app.inject({ url: `/api/matches?season=${100_000 + i}` }),
        t.app.inject({ url: `/api/photos?album=${100_000 + i}` }),
        t.app.inject({ url: `/api/matches?limit=${51 + i}` }),
        t.app.inject({ url: `/api/photos?category=x${i}` }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 400, 400, 400, 400]);
    }
    expect(t.app.publicCache.size().entries).toBe(held.entries);
    expect(t.app.publicCache.size().bytes).toBe(held.bytes);
  });
});

describe('the cap', () => {
  const small = withTestApp({ config: { publicCacheLimits: { maxEntries: 12, maxBytes: 200_000 } } });
  beforeAll(async () => {
    await small.db.transaction((tx) => seedDemo(tx));
    small.app.publicCache.clear();
  });

  it('distinct valid forms beyond the cap evict the least recently used, never grow past it, and answer right', async () => {
    const get = async (url: string) => {
      const res = await small.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const reference = await get('/api/matches?limit=7');
    for (let limit = 1; limit <= 50; limit += 1) {
      for (const list of ['', '&list=results']) {
        await get(`/api/matches?limit=${limit}${list}`);
        await get(`/api/photos?limit=${Math.min(limit, 48)}`);
        const { entries, bytes } = small.app.publicCache.size();
        expect(entries).toBeLessThanOrEqual(12);
        expect(bytes).toBeLessThanOrEqual(200_000);
      }
      // A form asked again and again stays (most recently used).
      expect(await get('/api/matches')).toBeDefined();
    }
    expect(await get('/api/matches?limit=7')).toBe(reference);
  });
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL (skipped on PGlite: one process only)', () => {
  let a: Instance;
  let b: Instance;
  let dispose: () => Promise<void>;
  let session: { cookie: string; csrfToken: string };

  beforeAll(async () => {
    const started = await instancesOnPostgres(2);
    [a, b] = started.instances as [Instance, Instance];
    dispose = started.dispose;
    await a.database.db.transaction((tx) => seedDemo(tx));
    await addAdmin(a.database.db);
    const res = await fetch(`${a.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url, cookie: rememberedCookie(a.app) },
      body: JSON.stringify(testAdmin),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('cbl_admin'))!.split(';')[0]!;
    session = { cookie, csrfToken: ((await res.json()) as { csrfToken: string }).csrfToken };
  });
  afterAll(() => dispose?.());

  const onA = (method: string, path: string, body?: unknown) =>
    fetch(`${a.url}${path}`, {
      method,
      headers: { cookie: session.cookie, origin: a.url, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const fromB = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${b.url}${path}`);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  it('an edit on one instance drops the other instance’s copies: match, season, photo, album', async () => {
    // B holds its copies.
    const all = await fromB<Match[]>('/api/matches?list=all');
    const seasonsOnB = await fromB<Season[]>('/api/seasons');
    await fromB<Photo[]>('/api/photos');
    await fromB<Match[]>('/api/matches');
    expect(b.app.publicCache.size().entries).toBeGreaterThan(0);

    const match = all[0]!;
    expect((await onA('PATCH', `/api/matches/${match.id}`, { venue: 'Pavelló de Puigcerdà' })).status).toBe(200);
    await expect
      .poll(async () => (await fromB<Match[]>('/api/matches?list=all')).find((m) => m.id === match.id)?.venue, { timeout: 3000, interval: 20 })
      .toBe('Pavelló de Puigcerdà');

    expect(seasonsOnB.some((s) => s.label === '2040/2041')).toBe(false);
    const created = await onA('POST', '/api/admin/seasons', { label: '2040/2041', startsOn: '2040-07-01', endsOn: '2041-06-30' });
    expect(created.status, await created.text()).toBeLessThan(300);
    await expect
      .poll(async () => (await fromB<Season[]>('/api/seasons')).some((s) => s.label === '2040/2041'), { timeout: 3000, interval: 20 })
      .toBe(true);

    const album = await onA('POST', '/api/albums', { title: 'Torneig de Reis', albumDate: '2027-01-05', description: null, coverImageUrl: null });
    expect(album.status).toBe(201);
    const albumId = ((await album.json()) as { id: number }).id;
    await expect.poll(async () => (await fetch(`${b.url}/api/photos?album=${albumId}`)).status, { timeout: 3000, interval: 20 }).toBe(200);
    const image = (await fromB<(Photo & { imageUrl: string })[]>('/api/photos'))[0]!.imageUrl;
    const photo = await onA('POST', '/api/photos', { title: 'Reis', description: null, category: 'partits', imageUrl: image, albumId });
    expect(photo.status).toBe(201);
    await expect
      .poll(async () => (await fromB<Photo[]>(`/api/photos?album=${albumId}`)).map((p) => p.title), { timeout: 3000, interval: 20 })
      .toEqual(['Reis']);
    await expect.poll(async () => (await fromB<Photo[]>('/api/photos'))[0]?.title, { timeout: 3000, interval: 20 }).toBe('Reis');
  });
});
