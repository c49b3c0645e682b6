import { and, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { clubRegistrations, matches, schoolRegistrations, seasons } from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/http-error.ts';
import type { AdminSeason, OpenSeason, SeasonCreateValues } from '#shared/schemas/season-admin.ts';
import { formatDate } from '#shared/dates.ts';
import { defineErrors } from '#shared/errors.ts';

/**
 * The back office's seasons (issue 12 item 1, decisions 155 and 160): create one, correct one, delete an unused one,
 * choose the one open for club and school registrations, or close them. Every write takes one table lock, so two
 * admins (or a switch and a create) never interleave: at most one season is open (also the partial unique index
 * seasons_one_open_idx) and no two seasons overlap.
 */

export const seasonErrors = defineErrors(
  'season',
  {
    notFound: 'No s’ha trobat la temporada.',
    exists: 'Aquesta temporada ja existeix.',
    labelTaken: 'La temporada {label} ja existeix.',
    overlap: 'Les dates se solapen amb la temporada {label}.',
    // `span`: "el 3 de maig" or "entre el 3 de maig i el 7 de juny" (Catalan words: the back office's only).
    matchOutside:
      'No es poden canviar les dates: el partit {span} quedaria fora de tota temporada. Canvia’l de data o tria unes dates que l’incloguin.',
    matchesOutside:
      'No es poden canviar les dates: {count} partits {span} quedarien fora de tota temporada. Canvia’ls de data o tria unes dates que els incloguin.',
    // `reasons`: what hangs on it, as a Catalan list.
    inUse: 'No es pot eliminar la temporada {label}: té {reasons}.',
  },
  'backOffice',
);
export const seasonNotFound = seasonErrors.notFound;

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

/** Matches dated within a season's days (a match belongs to the season its date falls in, decision 156). */
const datedWithin = (startsOn: string | SQLWrapper, endsOn: string | SQLWrapper) =>
  and(gte(matches.matchDate, startsOn), lte(matches.matchDate, endsOn));

/** Every season (or those `where` picks), newest first, with how many club and school registrations and matches each holds. */
async function listSeasonsWithCounts(db: DbOrTx, where?: SQL): Promise<AdminSeason[]> {
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
      matches: sql<number>`(${db.select({ n: count() }).from(matches).where(datedWithin(seasons.startsOn, seasons.endsOn))})`.mapWith(Number),
    })
    .from(seasons)
    .leftJoin(club, eq(club.seasonId, seasons.id))
    .leftJoin(school, eq(school.seasonId, seasons.id))
    .where(where)
    .orderBy(desc(seasons.startsOn), desc(seasons.id));
  return rows;
}

/** GET /api/admin/seasons: every season, newest first, with its registrations and matches. */
export function listAdminSeasons(db: DbOrTx): Promise<AdminSeason[]> {
  return listSeasonsWithCounts(db);
}

/**
 * A new or corrected season's label and dates against every other season (`except`, the one being corrected): a
 * taken label or a day shared with another season is a 400 on the field.
 */
async function checkAgainstOthers(tx: Tx, v: SeasonCreateValues, except?: number): Promise<void> {
  const others = except === undefined ? undefined : ne(seasons.id, except);
  const [sameLabel] = await tx.select({ id: seasons.id }).from(seasons).where(and(eq(seasons.label, v.label), others)).limit(1);
  if (sameLabel) throw badRequest(seasonErrors.exists, { label: [seasonErrors.labelTaken({ label: v.label })] });
  // Two date ranges overlap when each starts before (or on) the day the other ends.
  const [overlapping] = await tx
    .select({ label: seasons.label })
    .from(seasons)
    .where(and(lte(seasons.startsOn, v.endsOn), gte(seasons.endsOn, v.startsOn), others))
    .limit(1);
  if (overlapping) {
    const message = seasonErrors.overlap({ label: overlapping.label });
    throw badRequest(message, { startsOn: [message], endsOn: [message] });
  }
}

/** Creates a season (closed for registrations). A taken label or dates overlapping another season: 400 on the field. */
export function createSeason(db: Db, v: SeasonCreateValues): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeasons(tx);
    await checkAgainstOthers(tx, v);
    const [row] = await tx.insert(seasons).values({ label: v.label, startsOn: v.startsOn, endsOn: v.endsOn }).returning({ id: seasons.id });
    return row!.id;
  });
}

/**
 * Holds back writes of what hangs on a season (matches by date, registrations by id) until this transaction ends,
 * then locks the seasons. Matches come before seasons: saving a match writes the match first, then makes sure its
 * season exists (ensureSeasonForDate), so both take the locks in the same order and never deadlock.
 */
async function lockSeasonsAndDependants(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${matches}, ${clubRegistrations}, ${schoolRegistrations} IN SHARE MODE`);
  await lockSeasons(tx);
}

const catalanList = new Intl.ListFormat('ca', { type: 'conjunction' });
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
/** "el 15 de març de 2026" / "l’1 de juliol de 2026", or with `of`: "del 15 …" / "de l’1 …". */
const theDay = (isoDay: string, of = false) => {
  const text = formatDate(isoDay);
  const elided = /^1?1 /.test(text);
  return `${of ? (elided ? 'de l’' : 'del ') : elided ? 'l’' : 'el '}${text}`;
};

/**
 * Corrects a season's label and dates (decision 160), with the rules of a new one. Registrations keep their season
 * (they record its id); the matches dated in the days a change would drop would belong to no season, so that is a
 * 409 saying which. Undefined for an unknown id.
 */
export function updateSeason(db: Db, id: number, v: SeasonCreateValues): Promise<OpenSeason | undefined> {
  return db.transaction(async (tx) => {
    await lockSeasonsAndDependants(tx);
    const before = await seasonById(tx, id);
    if (!before) return undefined;
    await checkAgainstOthers(tx, v, id);
    // The days the season held and would no longer hold: no other season holds them (none overlaps it).
    const dropped = and(datedWithin(before.startsOn, before.endsOn), or(lt(matches.matchDate, v.startsOn), gt(matches.matchDate, v.endsOn)));
    const [left] = await tx
      .select({ n: count(), first: sql<string>`min(${matches.matchDate})::text`, last: sql<string>`max(${matches.matchDate})::text` })
      .from(matches)
      .where(dropped);
    if (left && left.n > 0) {
      const span = left.first === left.last ? theDay(left.first, true) : `entre ${theDay(left.first)} i ${theDay(left.last)}`;
      throw conflict(left.n === 1 ? seasonErrors.matchOutside({ span }) : seasonErrors.matchesOutside({ count: left.n, span }));
    }
    const [row] = await tx
      .update(seasons)
      .set({ label: v.label, startsOn: v.startsOn, endsOn: v.endsOn })
      .where(eq(seasons.id, id))
      .returning(openSeasonColumns);
    return row;
  });
}

/**
 * Deletes a season nothing hangs on (decision 160): not the one open for registrations, no registration recorded for
 * it, no match dated in it (it would belong to no season). Otherwise a 409 saying why. False for an unknown id.
 */
export function deleteSeason(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSeasonsAndDependants(tx);
    const [season] = await listSeasonsWithCounts(tx, eq(seasons.id, id));
    if (!season) return false;
    const reasons = [
      season.openForRegistrations ? 'les inscripcions obertes' : '',
      season.clubRegistrations > 0 ? plural(season.clubRegistrations, 'inscripció al club', 'inscripcions al club') : '',
      season.schoolRegistrations > 0 ? plural(season.schoolRegistrations, 'inscripció a escoles', 'inscripcions a escoles') : '',
      season.matches > 0 ? plural(season.matches, 'partit amb data dins seu', 'partits amb data dins seu') : '',
    ].filter(Boolean);
    if (reasons.length > 0) {
      throw conflict(seasonErrors.inUse({ label: season.label, reasons: catalanList.format(reasons) }));
    }
    await tx.delete(seasons).where(eq(seasons.id, id));
    return true;
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
