import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { matches } from '#server/db/schema.ts';
import type { MatchCursor } from '#shared/schemas/match.ts';

export const matchColumns = {
  id: matches.id,
  homeTeam: matches.homeTeam,
  awayTeam: matches.awayTeam,
  matchDate: matches.matchDate,
  matchTime: matches.matchTime,
  venue: matches.venue,
  category: matches.category,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  status: matches.status,
};

/** Every match, oldest first (the iCalendar feed). */
export function listMatches(db: DbOrTx) {
  return db.select(matchColumns).from(matches).orderBy(asc(matches.matchDate), asc(matches.matchTime), asc(matches.id));
}

/** The latest completed matches, newest first (the home page's results strip). */
export function listRecentResults(db: DbOrTx, limit = 5) {
  return db
    .select(matchColumns)
    .from(matches)
    .where(eq(matches.status, 'completed'))
    .orderBy(desc(matches.matchDate), desc(matches.matchTime), desc(matches.id))
    .limit(limit);
}

/** A season's dates, and optionally a team: a match is the team's when either name contains it (SPEC §9). */
export type MatchWindow = { startsOn: string; endsOn: string; team?: string | undefined };

/** The statuses 'Pròxims Partits' shows (SPEC §4: scheduled; a match being played today stays on top of it). */
export const upcomingStatuses = ['scheduled', 'live'];

/** The season's date range (matches_date_idx) and the team, as one condition. */
function inWindow(w: MatchWindow, ...more: (SQL | undefined)[]): SQL | undefined {
  const team = w.team
    ? or(sql`strpos(${matches.homeTeam}, ${w.team}) > 0`, sql`strpos(${matches.awayTeam}, ${w.team}) > 0`)
    : undefined;
  return and(gte(matches.matchDate, w.startsOn), lte(matches.matchDate, w.endsOn), team, ...more);
}

/** 'Pròxims Partits': scheduled (or live) matches from today on, soonest first. A past date is never upcoming. */
export function listUpcoming(db: DbOrTx, w: MatchWindow, today: string) {
  return db
    .select(matchColumns)
    .from(matches)
    .where(inWindow(w, gte(matches.matchDate, today), inArray(matches.status, upcomingStatuses)))
    .orderBy(asc(matches.matchDate), asc(matches.matchTime), asc(matches.id));
}

/**
 * 'Resultats': completed matches newest first, one page. `before` is the last match of the previous page: the order
 * (date, time, id) is total, so a match saved between two pages never shifts or repeats the next one.
 */
export function listResults(db: DbOrTx, w: MatchWindow, limit: number, before?: MatchCursor) {
  const after = before
    ? sql`(${matches.matchDate}, ${matches.matchTime}, ${matches.id}) < (${before.date}::date, ${before.time}::text, ${before.id}::integer)`
    : undefined;
  return db
    .select(matchColumns)
    .from(matches)
    .where(inWindow(w, eq(matches.status, 'completed'), after))
    .orderBy(desc(matches.matchDate), desc(matches.matchTime), desc(matches.id))
    .limit(limit);
}

/** The place of every result of the window (any team): the cursors a 'Resultats' page can continue from. */
export function listResultCursors(db: DbOrTx, w: MatchWindow) {
  return db
    .select({ matchDate: matches.matchDate, matchTime: matches.matchTime, id: matches.id })
    .from(matches)
    .where(inWindow({ startsOn: w.startsOn, endsOn: w.endsOn }, eq(matches.status, 'completed')));
}

/** Every match of the window, oldest first: a season (the back office's list), or a calendar feed's dates. */
export function listSeasonMatches(db: DbOrTx, w: MatchWindow) {
  return db
    .select(matchColumns)
    .from(matches)
    .where(inWindow(w))
    .orderBy(asc(matches.matchDate), asc(matches.matchTime), asc(matches.id));
}

/** What the season's tiles are counted from: every match of the season, only the fields the rule reads. */
export function listSeasonScores(db: DbOrTx, w: MatchWindow) {
  return db
    .select({
      homeTeam: matches.homeTeam,
      awayTeam: matches.awayTeam,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      status: matches.status,
      matchDate: matches.matchDate,
    })
    .from(matches)
    .where(inWindow({ startsOn: w.startsOn, endsOn: w.endsOn }));
}
