/**
 * SPEC §9, the summary tiles of /partits. The server counts them over every match of the chosen season
 * (GET /api/matches/stats); the rule lives here so it is one rule, tested once (tests/unit/match-stats.test.ts).
 */

/** The filter value meaning "all teams". */
export const ALL_TEAMS = '';
/** SPEC §9: with the filter on all teams, wins and losses are counted for the club's teams. */
export const DEFAULT_TEAM = 'Llívia';

/** The fields of a match the rule reads. */
export type ScoredMatch = {
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
};

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
export function computeMatchStats(matches: readonly ScoredMatch[], filter: string): MatchStats {
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
