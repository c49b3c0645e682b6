import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { and, gte, lte } from 'drizzle-orm';
import { matches, seasons } from '#server/db/schema.ts';
import { upcomingStatuses } from '#server/features/matches/repository.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { todayInMadrid } from '#shared/dates.ts';

const t = withTestApp();

describe('public lists on an empty database', () => {
  it('answers empty arrays', async () => {
    for (const url of ['/api/teams', '/api/matches', '/api/matches/recent', '/api/photos', '/api/campus', '/api/products']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
  });
});

describe('public lists with demo content', () => {
  beforeAll(async () => {
    // Dated around the test clock's today, as `npm start` seeds around the real one (decision 195).
    await t.database.db.transaction((tx) => seedDemo(tx, todayInMadrid()));
    // The seed wrote behind the app's back: its cached lists are dropped when the database's NOTIFY arrives, which on
    // PostgreSQL comes over another connection a moment after the commit (the scale-out tests time that path).
    for (let waited = 0; waited < 5000; waited += 50) {
      if ((await t.app.inject({ url: '/api/teams' })).json().length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('lists 10 teams in under 20 KB with no image bytes', async () => {
    const res = await t.app.inject({ url: '/api/teams' });
    expect(res.statusCode).toBe(200);
    const teams = res.json();
    expect(teams).toHaveLength(10);
    expect(res.body.length).toBeLessThan(20 * 1024);
    expect(res.body).not.toContain('data:image');
    const categories = new Set(teams.map((t: { category: string }) => t.category));
    expect([...categories].sort()).toEqual(['3x3', 'CADET', 'INFANTIL', 'JÚNIOR', 'MINI', 'SÈNIOR'].sort());
  });

  it('serves every team image from /media with long-lived caching', async () => {
    const [team] = (await t.app.inject({ url: '/api/teams' })).json();
    expect(team.imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const res = await t.app.inject({ url: team.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({ url: team.imageUrl, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('lists the current season’s upcoming matches and its newest page of results, whatever the day', async () => {
    const all = (await t.app.inject({ url: '/api/matches' })).json() as { status: string; matchDate: string }[];
    // What /partits shows first (decision 156): every upcoming match of the season holding today, then the newest page
    // (12) of its results. The demo has seven weekends played and seven to come around today, two games each: 14 + 12
    // on most days, fewer when a season's first or last day falls among them — so the expectation is read from the
    // stored matches and the season of today, never from the day this test was written.
    const today = todayInMadrid();
    const [season] = await t.database.db
      .select()
      .from(seasons)
      .where(and(lte(seasons.startsOn, today), gte(seasons.endsOn, today)));
    expect(season).toBeDefined();
    const inSeason = (await t.database.db.select().from(matches)).filter(
      (m) => m.matchDate >= season!.startsOn && m.matchDate <= season!.endsOn,
    );
    const upcoming = inSeason.filter((m) => (upcomingStatuses as readonly string[]).includes(m.status) && m.matchDate >= today);
    const played = inSeason.filter((m) => m.status === 'completed');
    expect(upcoming.length + played.length).toBeGreaterThan(0);
    expect(all.filter((m) => m.status !== 'completed').map((m) => m.matchDate)).toEqual(upcoming.map((m) => m.matchDate).sort());
    const results = all.filter((m) => m.status === 'completed');
    expect(results).toHaveLength(Math.min(12, played.length));
    const newest = played.map((m) => m.matchDate).sort().reverse().slice(0, 12);
    expect(results.map((m) => m.matchDate)).toEqual(newest);
    const recent = (await t.app.inject({ url: '/api/matches/recent' })).json();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((m: { status: string }) => m.status === 'completed')).toBe(true);
    const dates = recent.map((m: { matchDate: string }) => m.matchDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('lists products with prices as 2-decimal strings and sizes with stock', async () => {
    const list = (await t.app.inject({ url: '/api/products' })).json();
    expect(list).toHaveLength(8);
    expect(list.every((p: { price: string }) => /^\d+\.\d{2}$/.test(p.price))).toBe(true);
    expect(list.some((p: { inStock: boolean }) => !p.inStock)).toBe(true);
    const sized = list.find((p: { requiresSizes: boolean }) => p.requiresSizes);
    const sizes = (await t.app.inject({ url: `/api/products/${sized.id}/sizes` })).json();
    expect(sizes.length).toBeGreaterThan(0);
    expect(Object.keys(sizes[0]).sort()).toEqual(['id', 'sizeName', 'stock']);
    expect((await t.app.inject({ url: '/api/products/99999/sizes' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/products/abc/sizes' })).statusCode).toBe(400);
  });

  it('lists campuses with places left, one of them free', async () => {
    const list = (await t.app.inject({ url: '/api/campus' })).json();
    expect(list).toHaveLength(3);
    expect(list.some((c: { priceClubMember: string; priceNonMember: string }) => c.priceClubMember === '0.00' && c.priceNonMember === '0.00')).toBe(true);
    const summer = list.find((c: { name: string }) => c.name === 'Campus d’Estiu');
    expect(summer.placesLeft).toBe(summer.maxParticipants - 1);
  });

  it('lists photos with their grid variant and size', async () => {
    const list = (await t.app.inject({ url: '/api/photos' })).json();
    // The newest page of the demo's 26 photos (24 in 12 albums, 2 in none).
    expect(list).toHaveLength(24);
    const albums = (await t.app.inject({ url: '/api/albums' })).json();
    expect(albums).toHaveLength(12);
    expect(list[0].thumbnailUrl).toMatch(/-sm\.jpg$/);
    expect(list[0].width).toBeLessThanOrEqual(1200);
    const thumb = await t.app.inject({ url: list[0].thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
  });

  it('does not seed twice', async () => {
    expect(await t.database.db.transaction((tx) => seedDemo(tx))).toBe(false);
  });
});
