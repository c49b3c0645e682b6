import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { campus, campusWaitlist, campusWaitlistChildren } from '#server/db/schema.ts';
import { liveStatuses, listOrder, orderKey, type WaitlistRow } from '#server/features/places/repository.ts';

/**
 * The waiting list's own queries (joining, the back office's list and moves, the family page). What holds places —
 * finding, locking and ending entries, offers — is the places module's (places/repository.ts, decision 198).
 */

export type NewWaitlistEntry = typeof campusWaitlist.$inferInsert;
export type WaitlistChildRow = typeof campusWaitlistChildren.$inferSelect;

export async function insertEntry(tx: DbOrTx, values: NewWaitlistEntry): Promise<WaitlistRow> {
  const [row] = await tx.insert(campusWaitlist).values(values).returning();
  return row!;
}

export async function insertChildren(tx: DbOrTx, rows: (typeof campusWaitlistChildren.$inferInsert)[]): Promise<void> {
  await tx.insert(campusWaitlistChildren).values(rows);
}

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

/** How many entries one client (its key) has waiting unconfirmed on one campus's list (issue 22 finding 1). */
export async function unconfirmedFrom(tx: DbOrTx, campusId: number, clientKey: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(campusWaitlist)
    .where(
      and(
        eq(campusWaitlist.campusId, campusId),
        eq(campusWaitlist.clientKey, clientKey),
        eq(campusWaitlist.status, 'waiting'),
        isNull(campusWaitlist.confirmedAt),
      ),
    );
  return Number(row?.n ?? 0);
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
