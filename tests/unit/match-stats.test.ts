import { describe, expect, it } from 'vitest';
import { formatMatchTime, hasScore, statusLabel } from '#client/features/matches/match-display.ts';
import { seasonSlug, splitMatches } from '#client/features/matches/match-lists.ts';
import { clubCalendarPath, googleCalendarUrl, teamCalendarPath, webcalUrl } from '#shared/calendar.ts';
import { ALL_TEAMS, computeMatchStats, DEFAULT_TEAM, formatPointsPerMatch, statsTeam } from '#shared/match-stats.ts';
import { type Match, matchCursor, matchListQuerySchema } from '#shared/schemas/match.ts';
import { currentSeason, seasonSpanFor } from '#shared/schemas/season.ts';

let nextId = 1;
function match(home: string, away: string, homeScore: number | null, awayScore: number | null, extra: Partial<Match> = {}): Match {
  return {
    id: nextId++,
    homeTeam: home,
    awayTeam: away,
    matchDate: '2026-03-15',
    matchTime: '18:00',
    venue: 'Pavelló Fòrum, Llívia',
    category: 'Sènior Masculí',
    homeScore,
    awayScore,
    status: homeScore === null ? 'scheduled' : 'completed',
    ...extra,
  };
}

const senior = 'CB Llívia Sènior Masculí';
const cadet = 'CB Llívia Cadet Femení';
const matches: Match[] = [
  match(senior, 'CB Puigcerdà', 80, 70), // senior win, 80
  match('CB La Seu', senior, 75, 60), // senior loss, 60
  match(cadet, 'CB Ripoll', 40, 55), // cadet loss, 40
  match('CE Olot', cadet, 50, 65), // cadet win, 65
  match(senior, 'CB Bellver', null, null), // scheduled
  match('CB Berga', 'CB Prada', 90, 88), // no Llívia team
];

describe('match stats (SPEC §9)', () => {
  it("counts the club's teams ('Llívia') when the filter is on all teams", () => {
    expect(statsTeam(ALL_TEAMS)).toBe(DEFAULT_TEAM);
    expect(DEFAULT_TEAM).toBe('Llívia');
    const stats = computeMatchStats(matches, ALL_TEAMS);
    expect(stats).toMatchObject({ wins: 2, losses: 2, played: 4, pointsFor: 245 });
    expect(stats.pointsPerMatch).toBeCloseTo(61.25);
    expect(formatPointsPerMatch(stats.pointsPerMatch)).toBe('61,3');
  });

  it('counts only the matches whose team name contains the filter', () => {
    const stats = computeMatchStats(matches, senior);
    expect(stats).toMatchObject({ wins: 1, losses: 1, played: 2, pointsFor: 140, pointsPerMatch: 70 });
    expect(computeMatchStats(matches, 'Cadet')).toMatchObject({ wins: 1, losses: 1, played: 2, pointsFor: 105 });
    expect(computeMatchStats(matches, 'CB Berga')).toMatchObject({ wins: 1, losses: 0, played: 1, pointsFor: 90 });
  });

  it('counts a win or loss from the side of the team, home or away', () => {
    expect(computeMatchStats([match('Rival', senior, 50, 70)], senior)).toMatchObject({ wins: 1, losses: 0, pointsFor: 70 });
    expect(computeMatchStats([match(senior, 'Rival', 50, 70)], senior)).toMatchObject({ wins: 0, losses: 1, pointsFor: 50 });
  });

  it('counts only completed matches with both scores', () => {
    const odd = [
      match(senior, 'Rival', 70, null, { status: 'completed' }),
      match(senior, 'Rival', null, 60, { status: 'completed' }),
      match(senior, 'Rival', 70, 60, { status: 'live' }),
      match(senior, 'Rival', 70, 60, { status: 'scheduled' }),
    ];
    expect(computeMatchStats(odd, ALL_TEAMS)).toEqual({ wins: 0, losses: 0, played: 0, pointsFor: 0, pointsPerMatch: 0 });
  });

  it('shows zero points per match, with one decimal, when nothing was played', () => {
    const stats = computeMatchStats([], ALL_TEAMS);
    expect(stats.pointsPerMatch).toBe(0);
    expect(formatPointsPerMatch(stats.pointsPerMatch)).toBe('0,0');
  });

  it('rounds points per match to one decimal', () => {
    expect(formatPointsPerMatch(71)).toBe('71,0');
    expect(formatPointsPerMatch(200 / 3)).toBe('66,7');
  });

  it("leaves out a club's internal match, which is neither a win nor a loss for the club", () => {
    const internal = [match(senior, 'CB Llívia Sènior B', 70, 60)];
    expect(computeMatchStats(internal, ALL_TEAMS).played).toBe(0);
    expect(computeMatchStats(internal, senior)).toMatchObject({ wins: 1, played: 1 });
  });
});

describe('match lists', () => {
  it('splits the default answer into upcoming and results, keeping the server order', () => {
    const list = [
      match('C', 'D', null, null, { matchDate: '2026-05-01' }),
      match('I', 'J', 3, 2, { status: 'live', matchDate: '2026-05-02' }),
      match('G', 'H', 10, 8, { matchDate: '2026-04-20' }),
      match('E', 'F', 10, 8, { matchDate: '2026-04-01' }),
    ];
    const { upcoming, results } = splitMatches(list);
    expect(upcoming.map((m) => m.homeTeam)).toEqual(['C', 'I']);
    expect(results.map((m) => m.homeTeam)).toEqual(['G', 'E']);
  });

  it('links the calendar subscription of a team by id, or of the club (decision 172)', () => {
    expect(teamCalendarPath(7)).toBe('/api/calendar/teams/7.ics');
    expect(clubCalendarPath).toBe('/api/calendar/club.ics');
    expect(webcalUrl('https://cbllivia.cat/api/calendar/teams/7.ics')).toBe('webcal://cbllivia.cat/api/calendar/teams/7.ics');
    expect(webcalUrl('http://127.0.0.1:4173/api/calendar/club.ics')).toBe('webcal://127.0.0.1:4173/api/calendar/club.ics');
    expect(googleCalendarUrl('https://cbllivia.cat/api/calendar/club.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fcbllivia.cat%2Fapi%2Fcalendar%2Fclub.ics',
    );
  });
});

describe('seasons (decision 156)', () => {
  it('puts a date in its July-to-June season', () => {
    expect(seasonSpanFor('2026-07-01')).toEqual({ label: '2026/2027', startsOn: '2026-07-01', endsOn: '2027-06-30' });
    expect(seasonSpanFor('2026-06-30')).toEqual({ label: '2025/2026', startsOn: '2025-07-01', endsOn: '2026-06-30' });
    expect(seasonSpanFor('2024-02-29').label).toBe('2023/2024');
  });

  it('takes the season containing today as current, else the newest', () => {
    const list = [seasonSpanFor('2026-09-01'), seasonSpanFor('2025-09-01'), seasonSpanFor('2021-09-01')];
    expect(currentSeason(list, '2026-03-10')?.label).toBe('2025/2026');
    expect(currentSeason(list, '2026-07-01')?.label).toBe('2026/2027');
    expect(currentSeason(list.slice(1), '2030-01-01')?.label).toBe('2025/2026');
    expect(currentSeason([], '2026-01-01')).toBeUndefined();
    expect(seasonSlug('2025/2026')).toBe('2025-2026');
  });

  it("reads a result's cursor back from the query string", () => {
    const m = match('A', 'B', 1, 2, { id: 42, matchDate: '2026-11-21', matchTime: '17:30' });
    expect(matchCursor(m)).toBe('2026-11-21_17:30_42');
    expect(matchListQuerySchema.parse({ before: matchCursor(m) }).before).toEqual({ date: '2026-11-21', time: '17:30', id: 42 });
    expect(matchListQuerySchema.safeParse({ before: '2026-11-21_17:30' }).success).toBe(false);
  });
});

describe('match card display', () => {
  it('shows the score only when completed and both scores are set', () => {
    expect(hasScore(match('A', 'B', 70, 60))).toBe(true);
    expect(hasScore(match('A', 'B', 70, 60, { status: 'live' }))).toBe(false);
    expect(hasScore(match('A', 'B', 70, null, { status: 'completed' }))).toBe(false);
    expect(hasScore(match('A', 'B', null, null))).toBe(false);
  });

  it('labels the status in Catalan', () => {
    expect(statusLabel('completed')).toBe('Finalitzat');
    expect(statusLabel('scheduled')).toBe('Programat');
    expect(statusLabel('live')).toBe('En Joc');
  });

  it('shows the time as HH:MM', () => {
    expect(formatMatchTime('17:30')).toBe('17:30');
    expect(formatMatchTime('9:05:00')).toBe('09:05');
    expect(formatMatchTime('a confirmar')).toBe('a confirmar');
  });
});
