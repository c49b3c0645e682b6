import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { todayInMadrid } from '#shared/dates.ts';
import type { CampusWhen } from '#shared/schemas/campus.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { campus, campusRegistrations, campusSearchColumns, campusWaitlist } from '#server/db/schema.ts';
import { markedTable, tablePage } from '#server/features/back-office/table-page.ts';
import { childKey } from '#server/features/members/fold.ts';
import { placesLeft } from '#server/features/places/repository.ts';
import type { TableQuery } from '#shared/schemas/admin-table.ts';

export const campusColumns = {
  id: campus.id,
  name: campus.name,
  description: campus.description,
  startDate: campus.startDate,
  endDate: campus.endDate,
  ageMin: campus.ageMin,
  ageMax: campus.ageMax,
  priceClubMember: campus.priceClubMember,
  priceNonMember: campus.priceNonMember,
  maxParticipants: campus.maxParticipants,
  imageUrl: campus.imageUrl,
  isActive: campus.isActive,
  schedule: campus.schedule,
  location: campus.location,
  placesLeft,
};

/**
 * The campuses offered to families: active ones not yet ended (end date `today` or later, `today` as the club's
 * "YYYY-MM-DD", computed for each call: decision 157), soonest first. A campus leaves the list the day after its
 * end date by itself. The list is never held in app.publicCache (its places left change without a write to it).
 */
export function listActiveCampus(db: DbOrTx, today: string = todayInMadrid(), id?: number) {
  return db
    .select(campusColumns)
    .from(campus)
    .where(and(eq(campus.isActive, true), gte(campus.endDate, today), id === undefined ? undefined : eq(campus.id, id)))
    .orderBy(asc(campus.startDate), asc(campus.id));
}

// ── Back office ────────────────────────────────────────────────────────────────

/**
 * Every campus, active or not, newest first, with its registered count (SPEC §2: registrations with its campusId).
 * `when`: 'current' keeps those ending `today` or later, 'past' those ended before `today`; absent, all of them.
 */
export async function listAllCampus(db: DbOrTx, filter: { when?: CampusWhen | undefined; today: string }) {
  const counts = db
    .select({ campusId: campusRegistrations.campusId, n: count().as('n') })
    .from(campusRegistrations)
    .groupBy(campusRegistrations.campusId)
    .as('registration_counts');
  const rows = await db
    .select({
      ...campusColumns,
      registeredCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      createdAt: campus.createdAt,
      offerHours: campus.offerHours,
      cancelDays: campus.cancelDays,
      waitlistCount: sql<number>`(select count(*) from ${campusWaitlist} where ${campusWaitlist.campusId} = ${campus.id}
        and ${campusWaitlist.status} in ('waiting', 'offered'))::int`,
    })
    .from(campus)
    .leftJoin(counts, eq(counts.campusId, campus.id))
    .where(
      filter.when === 'current' ? gte(campus.endDate, filter.today) : filter.when === 'past' ? lt(campus.endDate, filter.today) : undefined,
    )
    .orderBy(desc(campus.startDate), desc(campus.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export type NewCampus = typeof campus.$inferInsert;

export async function insertCampus(db: DbOrTx, values: NewCampus): Promise<number> {
  const [row] = await db.insert(campus).values(values).returning({ id: campus.id });
  return row!.id;
}

/** Writes every editable field of a campus (only inside places' `changeCampus`, which locks the row and checks). */
export async function updateCampusRow(db: DbOrTx, id: number, values: Omit<NewCampus, 'id' | 'createdAt'>): Promise<void> {
  await db.update(campus).set(values).where(eq(campus.id, id));
}

/** SPEC's active switch (only inside places' `changeCampus`). */
export async function setCampusActive(db: DbOrTx, id: number, isActive: boolean): Promise<boolean> {
  const rows = await db.update(campus).set({ isActive }).where(eq(campus.id, id)).returning({ id: campus.id });
  return rows.length > 0;
}

// ── Sign-ups ───────────────────────────────────────────────────────────────────

export async function findCampus(db: DbOrTx, id: number) {
  const [row] = await db.select().from(campus).where(eq(campus.id, id)).limit(1);
  return row;
}

export type NewCampusRegistration = typeof campusRegistrations.$inferInsert;

/** Stores a sign-up with its child's key (decision 178): a second place for the same child is a unique violation. */
export async function insertCampusRegistration(tx: DbOrTx, values: NewCampusRegistration) {
  const key = values.childKey ?? childKey(values.childName, values.childSurname, values.birthDate);
  const [row] = await tx.insert(campusRegistrations).values({ ...values, childKey: key }).returning();
  return row!;
}

/** Whether this child (its key) already holds a place in the campus (call after places' `lockCampus`). */
export async function childHoldsPlace(tx: DbOrTx, campusId: number, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: campusRegistrations.id })
    .from(campusRegistrations)
    .where(and(eq(campusRegistrations.campusId, campusId), eq(campusRegistrations.childKey, key)))
    .limit(1);
  return Boolean(row);
}

export async function findRegistrationByIntent(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(campusRegistrations)
    .where(eq(campusRegistrations.paymentIntentId, paymentIntentId))
    .limit(1);
  return row;
}

/** The admin list of campus sign-ups, with the campus name, grouped by campus then oldest first. */
export async function listCampusRegistrations(db: DbOrTx) {
  const rows = await db
    .select({
      id: campusRegistrations.id,
      campusId: campusRegistrations.campusId,
      campusName: campus.name,
      childName: campusRegistrations.childName,
      childSurname: campusRegistrations.childSurname,
      birthDate: campusRegistrations.birthDate,
      parentEmail: campusRegistrations.parentEmail,
      parentPhone: campusRegistrations.parentPhone,
      isClubMember: campusRegistrations.isClubMember,
      paymentMethod: campusRegistrations.paymentMethod,
      status: campusRegistrations.status,
      amountPaid: campusRegistrations.amountPaid,
      paymentIntentId: campusRegistrations.paymentIntentId,
      createdAt: campusRegistrations.createdAt,
    })
    .from(campusRegistrations)
    .leftJoin(campus, eq(campus.id, campusRegistrations.campusId))
    .orderBy(asc(campusRegistrations.campusId), asc(campusRegistrations.createdAt), asc(campusRegistrations.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}


// ── The back office's table (decision 158) ────────────────────────────────────────

const campusTable = markedTable(
  campusRegistrations,
  sql`${campusRegistrations.childSurname} || ' ' || ${campusRegistrations.childName}`,
  campusSearchColumns(campusRegistrations),
);

/** One page of the sign-ups (one campus with `campus`), each with its campus's name and its processed mark. */
export async function pageCampusRegistrations(db: DbOrTx, query: TableQuery & { campus?: number | undefined }) {
  const page = await tablePage<typeof campusRegistrations.$inferSelect>(db, campusTable.spec, query, [
    query.campus === undefined ? undefined : eq(campusRegistrations.campusId, query.campus),
  ]);
  const ids = [...new Set(page.rows.map((r) => r.campusId))];
  const names = new Map(
    ids.length === 0 ? [] : (await db.select({ id: campus.id, name: campus.name }).from(campus).where(inArray(campus.id, ids))).map((c) => [c.id, c.name]),
  );
  const rows = page.rows.map(({ processedAt, createdAt, ...r }) => ({
    ...r,
    campusName: names.get(r.campusId) ?? null,
    createdAt: createdAt.toISOString(),
    processedAt: processedAt?.toISOString() ?? null,
  }));
  return { ...page, rows };
}

export const markCampusRegistration = campusTable.mark;
