import type { Match } from '#shared/schemas/match.ts';

/** The filter value meaning "all teams". */
export const ALL_TEAMS = '';
/** SPEC §9: with the filter on all teams, wins and losses are counted for the club's teams. */
export const DEFAULT_TEAM = 'Llívia';

/** Every team name appearing in the matches, once, in Catalan alphabetical order. */
export function teamNamesIn(matches: readonly Match[]): string[] {
  const names = new Set<string>();
  for (const m of matches) {
    if (m.homeTeam.trim()) names.add(m.homeTeam);
    if (m.awayTeam.trim()) names.add(m.awayTeam);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'ca'));
}

/** The matches the lists show for a filter: all of them, or those where a team name contains the filter. */
export function filterMatches(matches: readonly Match[], filter: string): Match[] {
  if (filter === ALL_TEAMS) return [...matches];
  return matches.filter((m) => m.homeTeam.includes(filter) || m.awayTeam.includes(filter));
}

/** The team the stats are counted for: the chosen team, or 'Llívia' for all teams. */
export function statsTeam(filter: string): string {
  return filter === ALL_TEAMS ? DEFAULT_TEAM : filter;
}

export type MatchStats = {
  wins: number;
  losses: number;
  /** Completed matches with both scores where exactly one side is the team. */
  played: number;
  pointsFor: number;
  pointsPerMatch: number;
};

/**
 * SPEC §9: wins and losses are counted by a team name containing the filter (or 'Llívia' for all teams). Only
 * completed matches with both scores count. A match where both names contain it (a club's internal game) says
 * nothing about the club's record and is left out.
 */
export function computeMatchStats(matches: readonly Match[], filter: string): MatchStats {
  const needle = statsTeam(filter);
  let wins = 0;
  let losses = 0;
  let played = 0;
  let pointsFor = 0;
  for (const m of matches) {
    if (m.status !== 'completed' || m.homeScore === null || m.awayScore === null) continue;
    const isHome = m.homeTeam.includes(needle);
    const isAway = m.awayTeam.includes(needle);
    if (isHome === isAway) continue;
    const ours = isHome ? m.homeScore : m.awayScore;
    const theirs = isHome ? m.awayScore : m.homeScore;
    played++;
    pointsFor += ours;
    if (ours > theirs) wins++;
    else if (ours < theirs) losses++;
  }
  return { wins, losses, played, pointsFor, pointsPerMatch: played ? pointsFor / played : 0 };
}

const oneDecimal = new Intl.NumberFormat('ca-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** SPEC §9: points per match with 1 decimal, Catalan format ("71,5"). */
export function formatPointsPerMatch(value: number): string {
  return oneDecimal.format(value);
}

/** 'Pròxims Partits': scheduled (and live) matches, soonest first. */
export function upcomingMatches(matches: readonly Match[]): Match[] {
  return matches
    .filter((m) => m.status === 'scheduled' || m.status === 'live')
    .sort((a, b) => liveFirst(a, b) || byDate(a, b));
}

/** 'Resultats': completed matches, newest first. */
export function completedMatches(matches: readonly Match[]): Match[] {
  return matches.filter((m) => m.status === 'completed').sort((a, b) => byDate(b, a));
}

function liveFirst(a: Match, b: Match): number {
  return Number(b.status === 'live') - Number(a.status === 'live');
}

function byDate(a: Match, b: Match): number {
  return a.matchDate.localeCompare(b.matchDate) || a.matchTime.localeCompare(b.matchTime) || a.id - b.id;
}

/** The iCalendar feed for the chosen filter (served by GET /api/matches.ics). */
export function calendarFeedUrl(filter: string): string {
  return filter === ALL_TEAMS ? '/api/matches.ics' : `/api/matches.ics?team=${encodeURIComponent(filter)}`;
}
