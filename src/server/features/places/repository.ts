import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { WaitlistStatus } from '#shared/schemas/campus-waitlist.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { campus, campusRegistrations, campusWaitlist, campusWaitlistChildren, checkouts } from '#server/db/schema.ts';

/**
 * The queries behind a campus's places (decision 198): who holds one — a sign-up, a live hold, a standing offer —
 * and the waiting-list rows whose status says so. Reads are for everyone; the three writes at the end (`endEntry`,
 * `markOffered`, `dropChild`) change who holds a place without offering what frees, so only the places module calls
 * them (lint: scripts/import-rules.mjs), from a change that offers in the same transaction (places/changes.ts).
 */

/**
 * Places taken on the campus row of the query (decision 106): stored sign-ups plus live holds — checkouts still
 * 'reserved', `held` (one started on a contested campus is not) and not yet expired — plus the places of standing
 * waiting-list offers (decision 180: an 'offered' entry holds its places until the sweep ends it, even a moment
 * past its expiry, so a freed place is never offered and sold at once). A checkout the sweep set aside
 * ('attention') is past its expiry, so it is not counted; a paid one is counted as its stored sign-up.
 * `exceptCheckoutId` leaves one reservation out. The one definition behind `placesLeft` and `countPlacesTaken`.
 */
function placesTaken(exceptCheckoutId?: string) {
  const except = exceptCheckoutId ? sql` and ${checkouts.id} <> ${exceptCheckoutId}` : sql``;
  return sql<number>`(
  (select count(*) from ${campusRegistrations} where ${campusRegistrations.campusId} = ${campus.id})
  + (select count(*) from ${checkouts} where ${checkouts.campusId} = ${campus.id}
       and ${checkouts.status} = 'reserved' and ${checkouts.held} and ${checkouts.expiresAt} > now()${except})
  + (select coalesce(sum(${campusWaitlist.places}), 0) from ${campusWaitlist}
       where ${campusWaitlist.campusId} = ${campus.id} and ${campusWaitlist.status} = 'offered')
)::int`;
}

/** A column for a select on `campus`: its places left now (never below 0), by the `placesTaken` rule. */
export const placesLeft = sql<number>`greatest(${campus.maxParticipants} - ${placesTaken()}, 0)::int`;

/**
 * The campus row, locked until the transaction ends: sign-ups, holds, offers and every change that frees a place
 * queue here, so the place count read after it cannot be raced past maxParticipants. `for no key update` rather
 * than `for update`: a checkout or registration row inserted earlier in the same transaction holds a KEY SHARE lock
 * on the campus (its foreign key), which FOR UPDATE would conflict with across transactions (a deadlock); NO KEY
 * UPDATE still excludes every other sign-up's lock on the row.
 */
export async function lockCampus(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(campus).where(eq(campus.id, id)).limit(1).for('no key update');
  return row;
}
export type CampusRow = NonNullable<Awaited<ReturnType<typeof lockCampus>>>;

/** Locks several campuses in id order (so two transactions locking some of the same never wait on each other). */
export async function lockCampuses(tx: DbOrTx, ids: Iterable<number>): Promise<number[]> {
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of ordered) await lockCampus(tx, id);
  return ordered;
}

/**
 * Places taken now on one campus (call after `lockCampus`), by the same rule as `placesLeft` (`placesTaken`);
 * `exceptCheckoutId` leaves one reservation out of the count. 0 for a campus that does not exist.
 */
export async function countPlacesTaken(tx: DbOrTx, campusId: number, exceptCheckoutId?: string): Promise<number> {
  // Nested in a second sql`` on purpose: drizzle drops the table names of a single-table select's top-level field
  // chunks, and "id" inside the subqueries would then name the subquery's own table.
  const [row] = await tx
    .select({ n: sql<number>`${placesTaken(exceptCheckoutId)}` })
    .from(campus)
    .where(eq(campus.id, campusId));
  return Number(row?.n ?? 0);
}

// ── Waiting-list entries: the rows whose status holds places ─────────────────────────────

export type WaitlistRow = typeof campusWaitlist.$inferSelect;

/** The statuses of an entry still in line: it keeps its children's keys and its place in the order. */
export const liveStatuses = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** The list's order (decision 180): arrival (the id) unless the admin moved the entry (its sort key). */
export const orderKey = sql`coalesce(${campusWaitlist.sortKey}, ${campusWaitlist.id})`;
export const listOrder = [asc(orderKey), asc(campusWaitlist.id)];

/** One entry by a condition, optionally locked for the rest of the transaction. */
export async function findEntry(tx: DbOrTx, where: SQL, lock = false): Promise<WaitlistRow | undefined> {
  const query = tx.select().from(campusWaitlist).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const byId = (id: number) => eq(campusWaitlist.id, id);
export const byOfferHash = (hash: string) => eq(campusWaitlist.offerTokenHash, hash);
export const byManageHash = (hash: string) => eq(campusWaitlist.manageTokenHash, hash);
export const byConfirmHash = (hash: string) => eq(campusWaitlist.confirmTokenHash, hash);

/**
 * An entry found by `where`, locked after its campus row: the campus first, as every sign-up and offer takes it,
 * so ending an entry cannot deadlock with an offer being made to it.
 */
export async function lockEntry(tx: DbOrTx, where: SQL): Promise<WaitlistRow | undefined> {
  const found = await findEntry(tx, where);
  if (!found) return undefined;
  await lockCampus(tx, found.campusId);
  return findEntry(tx, byId(found.id), true);
}

/**
 * An entry that can be offered places: waiting, its address proven by the link mailed at joining (issue 22 finding
 * 1). An unconfirmed entry keeps its place in line but holds nothing and is skipped, so entries nobody confirms
 * cannot delay a real family's offer.
 */
export const offerable = and(eq(campusWaitlist.status, 'waiting'), isNotNull(campusWaitlist.confirmedAt))!;

/** The campus's entries that can be offered places, in the list's order (call after `lockCampus`). */
export async function waitingEntries(tx: DbOrTx, campusId: number): Promise<WaitlistRow[]> {
  return tx
    .select()
    .from(campusWaitlist)
    .where(and(eq(campusWaitlist.campusId, campusId), offerable))
    .orderBy(...listOrder);
}

/**
 * An offer is due to expire once its deadline has passed (database time) and no payment for it is running: a
 * family that opened the card form before the deadline may finish paying (a checkout holds 9 minutes at most).
 */
export const offerDue = sql`${campusWaitlist.offerExpiresAt} < now() and not exists (
  select 1 from ${checkouts} where ${checkouts.kind} = 'waitlist' and ${checkouts.status} = 'reserved'
    and ${checkouts.expiresAt} > now() and ${checkouts.registrationData}->>'entryId' = ${campusWaitlist.id}::text)`;

/** Offered entries due to expire (`offerDue`), oldest deadline first: the sweep's work. */
export async function dueOffers(db: DbOrTx, limit: number) {
  return db
    .select({ id: campusWaitlist.id, campusId: campusWaitlist.campusId })
    .from(campusWaitlist)
    .where(and(eq(campusWaitlist.status, 'offered'), offerDue))
    .orderBy(asc(campusWaitlist.offerExpiresAt))
    .limit(limit);
}

/** The live entry row (child and entry) holding this child's key on the campus's list, if any. */
export async function liveChild(tx: DbOrTx, campusId: number, key: string) {
  const [row] = await tx
    .select({ child: campusWaitlistChildren, entry: campusWaitlist })
    .from(campusWaitlistChildren)
    .innerJoin(campusWaitlist, eq(campusWaitlist.id, campusWaitlistChildren.entryId))
    .where(and(eq(campusWaitlistChildren.campusId, campusId), eq(campusWaitlistChildren.childKey, key)))
    .limit(1);
  return row;
}

// ── The places module's own writes (lint: nobody else imports them) ──────────────────────

/**
 * Ends a live entry (accepted, expired, declined, left, removed): a conditional update from one of `from`, so two
 * instances cannot both end it; its children's keys are set free in the same transaction (decision 178), so the
 * child may join again or sign up. Undefined when the entry was not in one of `from` any more.
 */
export async function endEntry(
  tx: DbOrTx,
  id: number,
  status: WaitlistStatus,
  from: readonly WaitlistStatus[] = liveStatuses,
  extra: SQL | undefined = undefined,
): Promise<WaitlistRow | undefined> {
  const [row] = await tx
    .update(campusWaitlist)
    .set({ status, endedAt: sql`now()` })
    .where(and(eq(campusWaitlist.id, id), inArray(campusWaitlist.status, [...from]), extra))
    .returning();
  if (!row) return undefined;
  await tx.update(campusWaitlistChildren).set({ childKey: null }).where(eq(campusWaitlistChildren.entryId, id));
  return row;
}

/** Marks a waiting entry offered with its token's hash and deadline (conditional: only from 'waiting'). */
export async function markOffered(tx: DbOrTx, id: number, offerTokenHash: string, offeredAt: Date, offerExpiresAt: Date) {
  const [row] = await tx
    .update(campusWaitlist)
    .set({ status: 'offered', offerTokenHash, offeredAt, offerExpiresAt })
    .where(and(eq(campusWaitlist.id, id), eq(campusWaitlist.status, 'waiting')))
    .returning();
  return row;
}

/** Takes one child out of an entry: its row goes and the entry asks for one place fewer. */
export async function dropChild(tx: DbOrTx, entryId: number, childId: number): Promise<void> {
  await tx.delete(campusWaitlistChildren).where(eq(campusWaitlistChildren.id, childId));
  await tx
    .update(campusWaitlist)
    .set({ places: sql`${campusWaitlist.places} - 1` })
    .where(eq(campusWaitlist.id, entryId));
}
