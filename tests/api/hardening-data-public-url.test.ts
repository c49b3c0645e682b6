import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { matches, teams } from '#server/db/schema.ts';
import { prepareData } from '#server/startup.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Issue 10 item 13: absolute URLs come from PUBLIC_URL, never from the request's Host (or X-Forwarded-Host) header,
 * which any client can forge; and production starts without demo content unless asked for.
 */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe('absolute URLs with a forged Host header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { PUBLIC_URL: 'https://cbllivia.example/' });
    await t.database.db.insert(matches).values({
      homeTeam: 'CB Llívia',
      awayTeam: 'CB Puigcerdà',
      matchDate: '2099-01-10',
      matchTime: '18:00',
      venue: 'Pavelló Fòrum',
      category: 'Sènior',
    });
  });
  afterAll(() => t.close());

  it('robots.txt points to PUBLIC_URL’s sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: forged });
    expect(res.body).toContain('Sitemap: https://cbllivia.example/sitemap.xml');
    expect(res.body).not.toContain('evil');
  });

  it('sitemap.xml lists PUBLIC_URL’s pages', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: forged });
    expect(res.body).toContain('<loc>https://cbllivia.example/</loc>');
    expect(res.body).toContain('<loc>https://cbllivia.example/campus</loc>');
    expect(res.body).not.toContain('evil');
  });

  it('the calendar’s UIDs use PUBLIC_URL’s domain', async () => {
    const res = await t.app.inject({ url: '/api/matches.ics', headers: forged });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/UID:match-\d+@cbllivia\.example\r\n/);
    expect(res.body).not.toContain('evil');
  });

  it('without PUBLIC_URL (outside production) they use http://localhost:PORT, still not the Host header', async () => {
    const local = await createTestApp({}, { PORT: '4321' });
    try {
      const robots = await local.app.inject({ url: '/robots.txt', headers: forged });
      expect(robots.body).toContain('Sitemap: http://localhost:4321/sitemap.xml');
      const sitemap = await local.app.inject({ url: '/sitemap.xml', headers: forged });
      expect(sitemap.body).not.toContain('evil');
    } finally {
      await local.close();
    }
  });
});

describe('demo content in production', () => {
  const production = { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', PUBLIC_URL: 'https://cbllivia.example', SESSION_SECRET: 'p'.repeat(40), DATA_DIR: '.tmp/prod-seed' };

  it('is not seeded unless SEED_DEMO=1', async () => {
    for (const [env, expectSeeded] of [[production, false], [{ ...production, SEED_DEMO: '1' }, true]] as const) {
      const { seedDemo, isProduction } = loadConfig(env);
      const t = await createTestApp({ seedDemo, isProduction });
      try {
        await prepareData(t.app);
        const count = (await t.database.db.select().from(teams)).length;
        expect(count > 0, JSON.stringify(env)).toBe(expectSeeded);
      } finally {
        await t.close();
      }
    }
  }, 60_000);
});
