import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    await t.database.db.transaction((tx) => seedDemo(tx, '2026-11-22'));
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

  it('lists matches past and upcoming, recent results newest first', async () => {
    const all = (await t.app.inject({ url: '/api/matches' })).json();
    // Seven weekends played and seven to come around 2026-11-22, two games each, all in the 2026/2027 season: the
    // default answer is what /partits shows first, every upcoming match and the newest page (12) of results.
    expect(all).toHaveLength(26);
    expect(all.filter((m: { status: string }) => m.status === 'completed')).toHaveLength(12);
    expect(all.filter((m: { status: string }) => m.status === 'scheduled')).toHaveLength(14);
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
