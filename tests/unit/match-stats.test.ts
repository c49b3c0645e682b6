import { describe, expect, it } from 'vitest';
import { formatMatchTime, hasScore, statusLabel } from '#client/features/matches/match-display.ts';
import {
  ALL_TEAMS,
  calendarFeedUrl,
  completedMatches,
  computeMatchStats,
  DEFAULT_TEAM,
  filterMatches,
  formatPointsPerMatch,
  statsTeam,
  teamNamesIn,
  upcomingMatches,
} from '#client/features/matches/match-stats.ts';
import type { Match } from '#shared/schemas/match.ts';

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
  it('offers every team name appearing in matches, once, sorted', () => {
    const names = teamNamesIn(matches);
    expect(names).toContain(senior);
    expect(names).toContain('CB Puigcerdà');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ca')));
  });

  it('filters by a team name, or shows all', () => {
    expect(filterMatches(matches, ALL_TEAMS)).toHaveLength(matches.length);
    const mine = filterMatches(matches, senior);
    expect(mine).toHaveLength(3);
    expect(mine.every((m) => m.homeTeam === senior || m.awayTeam === senior)).toBe(true);
  });

  it('splits scheduled (soonest first, live on top) from completed (newest first)', () => {
    const list = [
      match('A', 'B', null, null, { matchDate: '2026-05-02' }),
      match('C', 'D', null, null, { matchDate: '2026-05-01' }),
      match('E', 'F', 10, 8, { matchDate: '2026-04-01' }),
      match('G', 'H', 10, 8, { matchDate: '2026-04-20' }),
      match('I', 'J', 3, 2, { status: 'live', matchDate: '2026-04-25' }),
    ];
    expect(upcomingMatches(list).map((m) => m.homeTeam)).toEqual(['I', 'C', 'A']);
    expect(completedMatches(list).map((m) => m.homeTeam)).toEqual(['G', 'E']);
  });

  it('links the calendar feed for the chosen team', () => {
    expect(calendarFeedUrl(ALL_TEAMS)).toBe('/api/matches.ics');
    expect(calendarFeedUrl('CB Llívia Sènior Masculí')).toBe('/api/matches.ics?team=CB%20Ll%C3%ADvia%20S%C3%A8nior%20Mascul%C3%AD');
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
