import { and, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { clubRegistrations, schoolRegistrations, seasons } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/http-error.ts';
import type { AdminSeason, OpenSeason, SeasonCreateValues } from '#shared/schemas/season-admin.ts';

/**
 * The back office's seasons (issue 12 item 1, decision 155): create one, choose the one open for club and school
 * registrations, or close them. Creating and switching take one table lock, so two admins (or a switch and a
 * create) never interleave: at most one season is open (also the partial unique index seasons_one_open_idx) and no
 * two seasons overlap.
 */

export const seasonNotFound = 'No s’ha trobat la temporada.';

const openSeasonColumns = { id: seasons.id, label: seasons.label, startsOn: seasons.startsOn, endsOn: seasons.endsOn };

/** Blocks other creates and switches (and inserts of seasons) until this transaction ends; reads go on. */
async function lockSeasons(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${seasons} IN SHARE ROW EXCLUSIVE MODE`);
}

/** The season open for registrations, as the forms name it; undefined when registrations are closed. */
export async function openSeason(db: DbOrTx): Promise<OpenSeason | undefined> {
  const [row] = await db.select(openSeasonColumns).from(seasons).where(eq(seasons.openForRegistrations, true)).limit(1);
  return row;
}

/** One season by id (the label for exports and their file names). */
export async function seasonById(db: DbOrTx, id: number): Promise<OpenSeason | undefined> {
  const [row] = await db.select(openSeasonColumns).from(seasons).where(eq(seasons.id, id)).limit(1);
  return row;
}

/** Labels by id, for the CSV's season column. */
export async function seasonLabels(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: seasons.id, label: seasons.label }).from(seasons).where(inArray(seasons.id, unique));
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** Every season, newest first, with how many club and school registrations each holds. */
export async function listAdminSeasons(db: DbOrTx): Promise<AdminSeason[]> {
  const club = db
    .select({ seasonId: clubRegistrations.seasonId, n: count().as('club_n') })
    .from(clubRegistrations)
    .groupBy(clubRegistrations.seasonId)
    .as('club');
  const school = db
    .select({ seasonId: schoolRegistrations.seasonId, n: count().as('school_n') })
    .from(schoolRegistrations)
    .groupBy(schoolRegistrations.seasonId)
    .as('school');
  const rows = await db
    .select({
      ...openSeasonColumns,
      openForRegistrations: seasons.openForRegistrations,
      clubRegistrations: sql<number>`coalesce(${club.n}, 0)`.mapWith(Number),
      schoolRegistrations: sql<number>`coalesce(${school.n}, 0)`.mapWith(Number),
    })
    .from(seasons)
    .leftJoin(club, eq(club.seasonId, seasons.id))
    .leftJoin(school, eq(school.seasonId, seasons.id))
    .orderBy(desc(seasons.startsOn), desc(seasons.id));
  return rows;
}

/** Creates a season (closed for registrations). A taken label or dates overlapping another season: 400 on the field. */
export function createSeason(db: Db, v: SeasonCreateValues): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeasons(tx);
    const [sameLabel] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.label, v.label)).limit(1);
    if (sameLabel) throw badRequest('Aquesta temporada ja existeix.', { label: [`La temporada ${v.label} ja existeix.`] });
    // Two date ranges overlap when each starts before (or on) the day the other ends.
    const [overlapping] = await tx
      .select({ label: seasons.label })
      .from(seasons)
      .where(and(lte(seasons.startsOn, v.endsOn), gte(seasons.endsOn, v.startsOn)))
      .limit(1);
    if (overlapping) {
      const message = `Les dates se solapen amb la temporada ${overlapping.label}.`;
      throw badRequest(message, { startsOn: [message], endsOn: [message] });
    }
    const [row] = await tx.insert(seasons).values({ label: v.label, startsOn: v.startsOn, endsOn: v.endsOn }).returning({ id: seasons.id });
    return row!.id;
  });
}

/**
 * Opens `seasonId` for club and school registrations and closes the one open before, in one transaction; `null`
 * closes registrations. An unknown season: 404, nothing changed.
 */
export function setOpenSeason(db: Db, seasonId: number | null): Promise<void> {
  return db.transaction(async (tx) => {
    await lockSeasons(tx);
    if (seasonId !== null && !(await seasonById(tx, seasonId))) throw notFound(seasonNotFound);
    // Close first, then open: the partial unique index checks each row as it is written.
    const closing = seasonId === null ? eq(seasons.openForRegistrations, true) : and(eq(seasons.openForRegistrations, true), ne(seasons.id, seasonId));
    await tx.update(seasons).set({ openForRegistrations: false }).where(closing);
    if (seasonId !== null) await tx.update(seasons).set({ openForRegistrations: true }).where(eq(seasons.id, seasonId));
  });
}
