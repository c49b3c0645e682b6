import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '#server/db/schema.ts';
import { subscriptionCalendar } from '#server/features/matches/calendar-feed.ts';
import { seedDemo } from '#server/seed/demo.ts';
import type { Match } from '#shared/schemas/match.ts';
import { itemPages, itemPath } from '#shared/item-links.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Review of the day's new public surfaces as an attacker would probe them: the item addresses (decision 174) and the
 * calendar feeds (decision 172) answer every odd path without a 5xx and never send a visitor off-site.
 */
let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemo(tx));
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Segments an attacker would try after /equips/, /campus/ or /botiga/. */
const oddSegment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    '%2F%2Fevil.com',
    '%2F',
    '..',
    '%2E%2E',
    '..%2F..%2Fadmin',
    '%5C%5Cevil.com',
    '1-%2F%2Fevil.com',
    '1%2F%2Fevil.com',
    '99999999999',
    '2147483648-x',
    '0-x',
    '00001-x',
    '1-',
    '1--',
    '1-%C3%A9',
    '1%00',
    '1-%0D%0ALocation:%20https://evil.com',
    '%F0%9F%8F%80',
  ),
  fc.tuple(fc.integer({ min: 1, max: 40 }), fc.string({ maxLength: 20 })).map(([id, rest]) => `${id}-${encodeURIComponent(rest)}`),
);
const oddQuery = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 20 }).map((s) => `?${encodeURIComponent(s)}`),
  fc.constantFrom('?next=//evil.com', '?a=%0D%0ASet-Cookie:x=1', '?\\\\evil.com', '?x=%E2%82%AC'),
);

describe('item addresses under odd input', () => {
  it('never answer 5xx, and every redirect stays on this site', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.values(itemPages)), oddSegment, oddQuery, async (list, segment, query) => {
        const res = await get(`${list}/${segment}${query}`);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 300 && res.statusCode < 400) {
          const location = String(res.headers.location);
          // A path on this site: one slash, then not a second slash or a backslash (browsers read "/\\" as "//").
          expect(location).toMatch(/^\/(?![/\\])/);
          expect(location).not.toMatch(/[\r\n]/);
          expect(location.startsWith(list)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("a renamed item's old address leads on with a redirect browsers check again, so renaming it back never loops", async () => {
    const [team] = await t.database.db.select().from(teams).orderBy(teams.id).limit(1);
    const first = itemPath('team', team!);
    const renamed = { ...team!, name: `${team!.name} B` };
    const put = (name: string) => putTeam(team!, { name });
    expect((await put(renamed.name)).statusCode).toBe(200);
    const res = await get(first);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(itemPath('team', renamed));
    // A browser keeps a 301 without cache headers for good: after renaming it back, /12-b → /12-a → /12-b … for ever.
    expect(String(res.headers['cache-control'])).toMatch(/no-cache|no-store|max-age=\d{1,4}\b/);
    expect((await put(team!.name)).statusCode).toBe(200);
    expect((await get(itemPath('team', renamed))).headers.location).toBe(first);
  });
  it("a preview's description cut short never ends in half a character (an emoji split in two shows as �)", async () => {
    const [team] = await t.database.db.select().from(teams).orderBy(teams.id).limit(1);
    for (const lead of ['a', 'aa']) {
      const description = `${lead}${'🏀'.repeat(150)}`;
      const res = await putTeam(team!, { description });
      expect(res.statusCode, res.body).toBe(200);
      const html = (await get(itemPath('team', team!))).body;
      const og = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
      expect(og).toContain('🏀');
      expect(og).not.toContain('\uFFFD');
      expect(/<meta name="twitter:description" content="([^"]*)">/.exec(html)?.[1]).toBe(og);
    }
  });
  it("a name full of markup stays text in the item page's head and first data", async () => {
    const [team] = await t.database.db.select().from(teams).orderBy(teams.id).limit(1);
    const name = `Equip "x" <img src=x onerror=alert(1)> </title></script><script>alert(2)</script> & 'y'`;
    const description = `Descripció </script><script>alert(3)</script> "z"`;
    const res = await putTeam(team!, { name, description });
    expect(res.statusCode, res.body).toBe(200);
    const page = await get(itemPath('team', { id: team!.id, name }));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('Equip &quot;x&quot; &lt;img src=x onerror=alert(1)&gt;');
  });
});

/** PUT /api/teams/{id} as the admin: the team's own fields with `changes`. */
function putTeam(team: typeof teams.$inferSelect, changes: { name?: string; description?: string }) {
  const { name, category, division, description, playerCount, imageUrl, externalUrl, players, coach, league } = team;
  const payload = { name, category, division, description, playerCount, imageUrl, externalUrl, players, coach, league, ...changes };
  return t.app.inject({ method: 'PUT', url: `/api/teams/${team.id}`, headers: asAdmin(admin), payload });
}

describe('calendar feeds under odd input', () => {
  it('never answer 5xx for any team id or conditional header', async () => {
    await fc.assert(
      fc.asyncProperty(
        oddSegment,
        fc.option(fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)), { nil: undefined }),
        async (id, since) => {
          const headers: Record<string, string> = since === undefined ? {} : { 'if-modified-since': since, 'if-none-match': since };
          const res = await get(`/api/calendar/teams/${id}.ics`, headers);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().message).toMatch(/\p{L}/u);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('calendar feed text from the back office', () => {
  const hostile = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 120 }),
    fc.string({ unit: 'grapheme', maxLength: 120 }),
    fc.constantFrom('A\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:fals', 'x\rATTACH:http://evil', 'y\nX-INJ:1', 'ŀl·l😀'.repeat(30)),
  );
  it('never lets a team, venue or category name start a content line of its own, and folds at 75 octets', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (name, home, venue, category) => {
        const match: Match = {
          id: 7,
          homeTeam: home,
          awayTeam: name,
          matchDate: '2026-12-05',
          matchTime: '18:30',
          venue,
          category,
          homeScore: 70,
          awayScore: 65,
          status: 'completed',
        };
        const ics = subscriptionCalendar({
          name,
          description: name,
          host: 'cbllivia.example',
          sourceUrl: 'https://cbllivia.example/api/calendar/club.ics',
          pageUrl: 'https://cbllivia.example/partits',
          events: [{ match, stamp: new Date('2026-11-24T00:00:00Z') }],
        });
        expect(ics.endsWith('\r\n')).toBe(true);
        const physical = ics.slice(0, -2).split('\r\n');
        for (const line of physical) {
          expect(line).not.toMatch(/[\r\n]/);
          expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        }
        // Unfolded, the lines are exactly the ones the feed writes: no name added a property or a component.
        const logical = ics.slice(0, -2).replaceAll('\r\n ', '').split('\r\n');
        const names = logical.map((l) => /^[A-Z-]+/.exec(l)?.[0]);
        expect(names.filter((n) => n === 'BEGIN')).toHaveLength(5);
        expect(names.filter((n) => n === 'SUMMARY')).toHaveLength(1);
        expect(names.every((n) => n !== undefined)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
