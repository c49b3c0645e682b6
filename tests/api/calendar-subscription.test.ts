import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { matches, teams } from '#server/db/schema.ts';
import { ensureSeasonForDate } from '#server/features/seasons/repository.ts';
import { addDays, addMonths, testToday } from '../helpers/clock.ts';

/** Calendar subscriptions by team id and for the club (issue 13 item 5, decision 172). */

const t = withTestApp({ signedIn: true });
beforeEach(async () => {
  await t.database.db.delete(matches).where(sql`true`);
  await t.database.db.delete(teams).where(sql`true`);
});

const today = testToday();

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.asAdmin(), ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json();
}

const teamFields = (name: string) => ({ name, category: 'SÈNIOR', description: 'Equip de proves', imageUrl: '@assets/equip.png' });
const createTeam = async (name: string): Promise<{ id: number; name: string }> => call('POST', '/api/teams', teamFields(name));
const renameTeam = (id: number, name: string) => call('PUT', `/api/teams/${id}`, { ...teamFields(name), imageUrl: '' });

type NewMatch = { homeTeam: string; awayTeam: string; matchDate?: string; matchTime?: string; venue?: string };
const createMatch = async (m: NewMatch): Promise<{ id: number }> =>
  call('POST', '/api/matches', { matchDate: addDays(today, 7), matchTime: '18:30', venue: 'Pavelló Fòrum, Llívia', category: 'Sènior Masculí', ...m });

const feed = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const teamFeed = (id: number) => `/api/calendar/teams/${id}.ics`;
const clubFeed = '/api/calendar/club.ics';

/** The content lines of a feed, unfolded (RFC 5545 §3.1). */
const unfold = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');
/** The events of a feed: each one's properties by name (parameters dropped). */
function events(body: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of unfold(body)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      out.push(current!);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return out;
}
const summaries = (body: string) => events(body).map((e) => e.SUMMARY);
const uids = (body: string) => events(body).map((e) => e.UID);

describe('GET /api/calendar/teams/{id}.ics and /api/calendar/club.ics', () => {
  it('is an iCalendar subscription: content type, CRLF lines folded at 75 octets, escaped text, Madrid time', async () => {
    const team = await createTeam('CB Llívia Sènior Masculí de la Cerdanya i del Capcir, equip de proves');
    await createMatch({ homeTeam: team.name, awayTeam: 'CB Puigcerdà; Bellver', venue: 'Pavelló Fòrum, Llívia' });
    const res = await feed(teamFeed(team.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const physical = body.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    }
    // The long summary really was folded (a continuation line starts with a space) and unfolds to the whole text.
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    const [event] = events(body);
    expect(event!.SUMMARY).toBe(`${team.name.replace(',', '\\,')} – CB Puigcerdà\\; Bellver`);
    expect(event!.LOCATION).toBe('Pavelló Fòrum\\, Llívia');
    expect(unfold(body)).toContain(`DTSTART;TZID=Europe/Madrid:${addDays(today, 7).replaceAll('-', '')}T183000`);
    expect(unfold(body)).toContain('BEGIN:VTIMEZONE');
    expect(unfold(body)).toContain('TZID:Europe/Madrid');
    expect(event!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unfold(body)).toContain(`X-WR-CALNAME:${team.name.replace(',', '\\,')} · Partits`);
    expect(unfold(body)).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT3H');
    expect(unfold(body)).toContain('X-PUBLISHED-TTL:PT3H');

    const club = await feed(clubFeed);
    expect(club.statusCode).toBe(200);
    expect(club.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(unfold(club.body)).toContain('X-WR-CALNAME:CB Llívia · Partits');
  });

  it("selects the team's matches only, and the club feed has every match", async () => {
    const senior = await createTeam('CB Llívia Sènior Masculí');
    const cadet = await createTeam('CB Llívia Cadet Femení');
    await createMatch({ homeTeam: senior.name, awayTeam: 'CB Puigcerdà' });
    await createMatch({ homeTeam: 'CB Ripoll', awayTeam: senior.name });
    await createMatch({ homeTeam: cadet.name, awayTeam: 'CE Olot' });
    expect(summaries((await feed(teamFeed(senior.id))).body).sort()).toEqual([
      'CB Llívia Sènior Masculí – CB Puigcerdà',
      'CB Ripoll – CB Llívia Sènior Masculí',
    ]);
    expect(summaries((await feed(teamFeed(cadet.id))).body)).toEqual(['CB Llívia Cadet Femení – CE Olot']);
    expect(events((await feed(clubFeed)).body)).toHaveLength(3);
  });

  it('puts the score in the summary once the result is in, under the same UID', async () => {
    const team = await createTeam('CB Llívia Sènior Masculí');
    const match = await createMatch({ homeTeam: team.name, awayTeam: 'CB Puigcerdà', matchDate: addDays(today, -2) });
    const before = (await feed(teamFeed(team.id))).body;
    expect(summaries(before)).toEqual(['CB Llívia Sènior Masculí – CB Puigcerdà']);

    await call('PATCH', `/api/matches/${match.id}`, { status: 'completed', homeScore: 72, awayScore: 65 });
    const after = (await feed(teamFeed(team.id))).body;
    expect(summaries(after)).toEqual(['CB Llívia Sènior Masculí 72 – 65 CB Puigcerdà']);
    expect(events(after)[0]!.DESCRIPTION).toBe('Sènior Masculí · Finalitzat');
    expect(uids(after)).toEqual(uids(before));
    expect(summaries((await feed(clubFeed)).body)).toEqual(['CB Llívia Sènior Masculí 72 – 65 CB Puigcerdà']);
  });

  it('keeps one UID per match across requests and changes (a new time, a new date)', async () => {
    const team = await createTeam('CB Llívia Sènior Masculí');
    const a = await createMatch({ homeTeam: team.name, awayTeam: 'CB Puigcerdà' });
    await createMatch({ homeTeam: 'CB Alp', awayTeam: team.name, matchDate: addDays(today, 14) });
    const first = uids((await feed(teamFeed(team.id))).body);
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(uids((await feed(teamFeed(team.id))).body)).toEqual(first);

    await call('PATCH', `/api/matches/${a.id}`, { matchTime: '20:00', matchDate: addDays(today, 8) });
    const moved = (await feed(teamFeed(team.id))).body;
    expect(uids(moved)).toEqual(first);
    expect(unfold(moved)).toContain(`DTSTART;TZID=Europe/Madrid:${addDays(today, 8).replaceAll('-', '')}T200000`);
    // The club feed names each match by the same UID as the team's feed.
    expect(uids((await feed(clubFeed)).body).sort()).toEqual([...first].sort());
  });

  it("still returns a team's matches after the team is renamed through the admin API", async () => {
    const team = await createTeam('CB Llívia Sènior Masculí');
    const other = await createTeam('CB Llívia Sènior Femení');
    await createMatch({ homeTeam: team.name, awayTeam: 'CB Puigcerdà' });
    await createMatch({ homeTeam: 'CB La Seu', awayTeam: team.name, matchDate: addDays(today, 14) });
    await createMatch({ homeTeam: other.name, awayTeam: 'CB Berga' });
    const url = teamFeed(team.id);
    const before = (await feed(url)).body;
    expect(uids(before)).toHaveLength(2);

    await renameTeam(team.id, 'CB Llívia Sènior A');
    const after = await feed(url);
    expect(after.statusCode).toBe(200);
    expect(uids(after.body)).toEqual(uids(before));
    expect(summaries(after.body).sort()).toEqual(['CB La Seu – CB Llívia Sènior A', 'CB Llívia Sènior A – CB Puigcerdà']);
    expect(unfold(after.body)).toContain('X-WR-CALNAME:CB Llívia Sènior A · Partits');
    // The other team keeps its own matches, and /partits's filter finds the renamed team's matches under the new name.
    expect(summaries((await feed(teamFeed(other.id))).body)).toEqual(['CB Llívia Sènior Femení – CB Berga']);
    const listed = (await t.app.inject({ url: `/api/matches?team=${encodeURIComponent('CB Llívia Sènior A')}` })).json();
    expect(listed).toHaveLength(2);
  });

  it('leaves the matches alone when another team still has the old name', async () => {
    const first = await createTeam('CB Llívia Mini');
    const second = await createTeam('CB Llívia Mini');
    await createMatch({ homeTeam: 'CB Llívia Mini', awayTeam: 'CB Alp' });
    await renameTeam(second.id, 'CB Llívia Mini B');
    expect(summaries((await feed(teamFeed(first.id))).body)).toEqual(['CB Llívia Mini – CB Alp']);
    expect(events((await feed(teamFeed(second.id))).body)).toEqual([]);
  });

  it('answers 404 in Catalan for a team id that does not exist (or no longer does), or is not an id', async () => {
    const team = await createTeam('CB Llívia Sènior Masculí');
    for (const url of [teamFeed(team.id + 1000), '/api/calendar/teams/abc.ics', '/api/calendar/teams/0.ics', '/api/calendar/teams/99999999999.ics']) {
      const res = await feed(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Aquest calendari no existeix: no hi ha cap equip del club amb aquest identificador.');
    }
    await call('DELETE', `/api/teams/${team.id}`);
    expect((await feed(teamFeed(team.id))).statusCode).toBe(404);
  });

  it('stays small with five seasons behind and more ahead: the current and next seasons and at least six months back', async () => {
    await ensureSeasonForDate(t.database.db, today);
    const seasons = (await t.app.inject({ url: '/api/seasons' })).json() as { startsOn: string; endsOn: string }[];
    const current = seasons.find((s) => s.startsOn <= today && today <= s.endsOn)!;
    // A match every other day from five years before this season to four years after it.
    const first = addDays(current.startsOn, -5 * 365);
    const rows = Array.from({ length: 9 * 183 }, (_, i) => {
      const matchDate = addDays(first, 2 * i);
      const past = matchDate < today;
      return {
        homeTeam: 'CB Llívia Sènior Masculí',
        awayTeam: `Rival ${i}`,
        matchDate,
        matchTime: '18:00',
        venue: 'Pavelló Fòrum, Llívia',
        category: 'Sènior Masculí',
        homeScore: past ? 60 : null,
        awayScore: past ? 50 : null,
        status: past ? 'completed' : 'scheduled',
      };
    });
    for (let i = 0; i < rows.length; i += 400) await t.database.db.insert(matches).values(rows.slice(i, i + 400));
    const team = await createTeam('CB Llívia Sènior Masculí');

    // Six calendar months (181–184 days, as the feed counts them: 183 days failed on some days of the year).
    const sixMonthsBack = addMonths(today, -6);
    const mustHave = rows.filter((r) => r.matchDate >= (current.startsOn < sixMonthsBack ? current.startsOn : sixMonthsBack) && r.matchDate <= addDays(current.endsOn, 365));
    for (const url of [teamFeed(team.id), clubFeed]) {
      const res = await feed(url);
      const dates = events(res.body).map((e) => `${e.DTSTART!.slice(0, 4)}-${e.DTSTART!.slice(4, 6)}-${e.DTSTART!.slice(6, 8)}`);
      expect(dates.length).toBeGreaterThanOrEqual(mustHave.length);
      expect(dates.length).toBeLessThan(rows.length / 3);
      for (const d of dates) {
        expect(d >= addDays(today, -366), d).toBe(true);
        expect(d <= addDays(current.endsOn, 366), d).toBe(true);
      }
      for (const r of mustHave) expect(dates).toContain(r.matchDate);
      // Compressed, what a calendar app downloads stays small.
      const gz = await feed(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.length).toBeLessThan(40_000);
    }
  });

  it('answers a conditional GET with 304 while nothing changed, and 200 with the new result once it did', async () => {
    const team = await createTeam('CB Llívia Sènior Masculí');
    const match = await createMatch({ homeTeam: team.name, awayTeam: 'CB Puigcerdà', matchDate: addDays(today, -1) });
    const url = teamFeed(team.id);
    const first = await feed(url);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);

    const again = await feed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await feed(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await feed(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    await call('PATCH', `/api/matches/${match.id}`, { status: 'completed', homeScore: 72, awayScore: 65 });
    const changed = await feed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(summaries(changed.body)).toEqual(['CB Llívia Sènior Masculí 72 – 65 CB Puigcerdà']);
    expect((await feed(url, { 'if-none-match': changed.headers.etag as string })).statusCode).toBe(304);
  });

  it("keeps SPEC's one-off download GET /api/matches.ics by team name as it was", async () => {
    const team = await createTeam('CB Llívia Sènior Masculí');
    const match = await createMatch({ homeTeam: team.name, awayTeam: 'CB Puigcerdà', matchDate: addDays(today, -1) });
    await call('PATCH', `/api/matches/${match.id}`, { status: 'completed', homeScore: 72, awayScore: 65 });
    const res = await feed(`/api/matches.ics?team=${encodeURIComponent(team.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="partits.ics"');
    expect(summaries(res.body)).toEqual(['CB Llívia Sènior Masculí - CB Puigcerdà (72-65)']);
  });
});
