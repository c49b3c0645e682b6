import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { seasons } from '#server/db/schema.ts';
import { currentSeason, seasonSpanFor } from '#shared/schemas/season.ts';

export const seasonColumns = {
  id: seasons.id,
  label: seasons.label,
  startsOn: seasons.startsOn,
  endsOn: seasons.endsOn,
  openForRegistrations: seasons.openForRegistrations,
};

/** What the public pages see of a season (GET /api/seasons). */
const publicSeasonColumns = { id: seasons.id, label: seasons.label, startsOn: seasons.startsOn, endsOn: seasons.endsOn };

/** The season open for club and school registrations, if the club has one open. */
export async function findOpenSeason(db: DbOrTx) {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.openForRegistrations, true)).limit(1);
  return row;
}

/** Every season, newest first (a club has one a year: no paging needed). */
export function listSeasons(db: DbOrTx) {
  return db.select(publicSeasonColumns).from(seasons).orderBy(desc(seasons.startsOn), desc(seasons.id));
}

export async function findSeason(db: DbOrTx, id: number) {
  const [row] = await db.select(publicSeasonColumns).from(seasons).where(eq(seasons.id, id)).limit(1);
  return row;
}

/** The current season (decision 156): the one containing today, else the newest; undefined with no season at all. */
export async function findCurrentSeason(db: DbOrTx, today: string) {
  return currentSeason(await listSeasons(db), today);
}

/**
 * Makes sure a season contains this date, creating its default one (1 July to 30 June, "YYYY/YYYY+1") when none
 * does. Call it inside the transaction that saves the dated record, so a match never sits outside every season.
 */
export async function ensureSeasonForDate(db: DbOrTx, isoDate: string): Promise<void> {
  const [found] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(lte(seasons.startsOn, isoDate), gte(seasons.endsOn, isoDate)))
    .limit(1);
  if (found) return;
  await db.insert(seasons).values(seasonSpanFor(isoDate)).onConflictDoNothing({ target: seasons.label });
}
