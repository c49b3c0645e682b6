import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { matches } from '#server/db/schema.ts';

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
