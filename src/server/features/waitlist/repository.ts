import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { campus, campusWaitlist, campusWaitlistChildren, checkouts } from '#server/db/schema.ts';
import type { WaitlistStatus } from '#shared/schemas/campus-waitlist.ts';

export type WaitlistRow = typeof campusWaitlist.$inferSelect;
export type NewWaitlistEntry = typeof campusWaitlist.$inferInsert;
export type WaitlistChildRow = typeof campusWaitlistChildren.$inferSelect;

/** The statuses of an entry still in line: it keeps its children's keys and its place in the order. */
export const liveStatuses = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** The list's order (decision 180): arrival (the id) unless the admin moved the entry (its sort key). */
const orderKey = sql`coalesce(${campusWaitlist.sortKey}, ${campusWaitlist.id})`;
export const listOrder = [asc(orderKey), asc(campusWaitlist.id)];

export async function insertEntry(tx: DbOrTx, values: NewWaitlistEntry): Promise<WaitlistRow> {
  const [row] = await tx.insert(campusWaitlist).values(values).returning();
  return row!;
}

export async function insertChildren(tx: DbOrTx, rows: (typeof campusWaitlistChildren.$inferInsert)[]): Promise<void> {
  await tx.insert(campusWaitlistChildren).values(rows);
}

/** One entry by a condition, optionally locked for the rest of the transaction. */
export async function findEntry(tx: DbOrTx, where: SQL, lock = false): Promise<WaitlistRow | undefined> {
  const query = tx.select().from(campusWaitlist).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const byId = (id: number) => eq(campusWaitlist.id, id);
export const byOfferHash = (hash: string) => eq(campusWaitlist.offerTokenHash, hash);
export const byManageHash = (hash: string) => eq(campusWaitlist.manageTokenHash, hash);

/** The children of some entries, in the order they were given (the first child, then the siblings). */
export async function childrenOf(tx: DbOrTx, entryIds: number[]): Promise<WaitlistChildRow[]> {
  if (entryIds.length === 0) return [];
  return tx
    .select()
    .from(campusWaitlistChildren)
    .where(inArray(campusWaitlistChildren.entryId, entryIds))
    .orderBy(asc(campusWaitlistChildren.entryId), asc(campusWaitlistChildren.id));
}

/** Whether one of these children (their keys) is live on the campus's list (call after `lockCampus`). */
export async function childOnList(tx: DbOrTx, campusId: number, keys: string[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: campusWaitlistChildren.id })
    .from(campusWaitlistChildren)
    .where(and(eq(campusWaitlistChildren.campusId, campusId), inArray(campusWaitlistChildren.childKey, keys)))
    .limit(1);
  return Boolean(row);
}

/** The campus's entries still waiting for an offer, in the list's order (call after `lockCampus`). */
export async function waitingEntries(tx: DbOrTx, campusId: number): Promise<WaitlistRow[]> {
  return tx
    .select()
    .from(campusWaitlist)
    .where(and(eq(campusWaitlist.campusId, campusId), eq(campusWaitlist.status, 'waiting')))
    .orderBy(...listOrder);
}

/** 1 + the live entries (waiting or offered) before this one in its campus's order. */
export async function positionOf(tx: DbOrTx, entry: Pick<WaitlistRow, 'id' | 'campusId' | 'sortKey'>): Promise<number> {
  const key = entry.sortKey ?? entry.id;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(campusWaitlist)
    .where(
      and(
        eq(campusWaitlist.campusId, entry.campusId),
        inArray(campusWaitlist.status, [...liveStatuses]),
        sql`(${orderKey}, ${campusWaitlist.id}) < (${key}::double precision, ${entry.id})`,
      ),
    );
  return Number(row?.n ?? 0) + 1;
}

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

/** Whether a standing offer's deadline has passed (database time, so every instance agrees). */
export async function offerLapsed(tx: DbOrTx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ lapsed: sql<boolean>`${campusWaitlist.offerExpiresAt} <= now()` })
    .from(campusWaitlist)
    .where(eq(campusWaitlist.id, id));
  return Boolean(row?.lapsed);
}

/** The waiting entry next to this one in the list's order (up: the one before it; down: the one after it). */
export async function waitingNeighbour(tx: DbOrTx, entry: WaitlistRow, direction: 'up' | 'down') {
  const key = entry.sortKey ?? entry.id;
  const mine = sql`(${key}::double precision, ${entry.id})`;
  const [row] = await tx
    .select()
    .from(campusWaitlist)
    .where(
      and(
        eq(campusWaitlist.campusId, entry.campusId),
        eq(campusWaitlist.status, 'waiting'),
        direction === 'up' ? sql`(${orderKey}, ${campusWaitlist.id}) < ${mine}` : sql`(${orderKey}, ${campusWaitlist.id}) > ${mine}`,
      ),
    )
    .orderBy(...(direction === 'up' ? [desc(orderKey), desc(campusWaitlist.id)] : listOrder))
    .limit(1);
  return row;
}

export async function setSortKey(tx: DbOrTx, id: number, sortKey: number): Promise<void> {
  await tx.update(campusWaitlist).set({ sortKey }).where(eq(campusWaitlist.id, id));
}

/** Every entry of a campus: the live ones in order, then the ended ones, newest first. */
export async function campusEntries(db: DbOrTx, campusId: number) {
  return db
    .select()
    .from(campusWaitlist)
    .where(eq(campusWaitlist.campusId, campusId))
    .orderBy(
      sql`case when ${campusWaitlist.status} in ('waiting', 'offered') then 0 else 1 end`,
      sql`case when ${campusWaitlist.status} in ('waiting', 'offered') then ${orderKey} end`,
      desc(sql`coalesce(${campusWaitlist.endedAt}, ${campusWaitlist.createdAt})`),
      asc(campusWaitlist.id),
    );
}

/** A family's entries (its e-mail, case-insensitive) with their campus's name, newest first. */
export async function entriesByEmail(db: DbOrTx, email: string) {
  return db
    .select({ entry: campusWaitlist, campusName: campus.name })
    .from(campusWaitlist)
    .innerJoin(campus, eq(campus.id, campusWaitlist.campusId))
    .where(sql`lower(${campusWaitlist.parentEmail}) = lower(${email})`)
    .orderBy(desc(campusWaitlist.createdAt), desc(campusWaitlist.id));
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

/** Takes one child out of an entry: its row goes and the entry asks for one place fewer. */
export async function dropChild(tx: DbOrTx, entryId: number, childId: number): Promise<void> {
  await tx.delete(campusWaitlistChildren).where(eq(campusWaitlistChildren.id, childId));
  await tx
    .update(campusWaitlist)
    .set({ places: sql`${campusWaitlist.places} - 1` })
    .where(eq(campusWaitlist.id, entryId));
}
