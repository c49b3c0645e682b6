import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import {
  campus,
  campusRegistrations,
  campusWaitlist,
  clubRegistrations,
  contactMessages,
  erasureRequests,
  familySignInTokens,
  mailQueue,
  orderItems,
  orders,
  schoolRegistrations,
  seasons,
} from '#server/db/schema.ts';
import type { QueuedMail } from '#server/mail/queue.ts';

/**
 * A family is its e-mail (DESIGN "Time and people"): every record whose address column, lower-cased, is the session's
 * (already lower-cased by its schema). Rows typed before addresses were lower-cased still match.
 */
export const ofEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

/**
 * Whether anything was made with this address: orders, campus sign-ups, waiting-list entries, club and school
 * registrations (true or false, as one SQL expression).
 */
const hasRecordsSql = (email: string): SQL => sql`(
      exists (select 1 from ${orders} where ${ofEmail(orders.customerEmail, email)})
      or exists (select 1 from ${campusRegistrations} where ${ofEmail(campusRegistrations.parentEmail, email)})
      or exists (select 1 from ${campusWaitlist} where ${ofEmail(campusWaitlist.parentEmail, email)})
      or exists (select 1 from ${clubRegistrations} where ${ofEmail(clubRegistrations.guardianEmail, email)})
      or exists (select 1 from ${schoolRegistrations} where ${ofEmail(schoolRegistrations.guardianEmail, email)})
    )`;

/**
 * The sign-in link's mail, written only when the address has records, in one statement whichever
 * the answer (the same round trips for a known and an unknown address: no timing tells them apart). Not
 * `queueMail`: a separate `exists` query and an insert only for the known would be the difference.
 */
export async function queueMailIfKnown(db: DbOrTx, mail: QueuedMail, email: string): Promise<void> {
  await db.execute(sql`insert into ${mailQueue} ("to", "subject", "text", "locale", "ref")
    select ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.locale ?? 'ca'}, ${mail.ref ?? null}
    where ${hasRecordsSql(email)}`);
}

/**
 * This address's links: those `requester` asked for in the last `minutes`, all of the last 24 hours, and until when
 * the latest one still usable (unused, unexpired) stays so — known address or not: the limits reveal nothing.
 */
export async function countLinks(
  db: DbOrTx,
  email: string,
  minutes: number,
  requester: string,
): Promise<{ recentFromRequester: number; today: number; liveUntil: Date | null }> {
  const [row] = await db
    .select({
      recent: sql<number>`(count(*) filter (where ${familySignInTokens.createdAt} > now() - make_interval(mins => ${minutes})
        and ${familySignInTokens.requester} = ${requester}))::int`,
      today: sql<number>`count(*)::int`,
      liveUntil: sql<string | null>`max(${familySignInTokens.expiresAt}) filter (where ${familySignInTokens.usedAt} is null
        and ${familySignInTokens.expiresAt} > now())`,
    })
    .from(familySignInTokens)
    .where(and(eq(familySignInTokens.email, email), gt(familySignInTokens.createdAt, sql`now() - interval '24 hours'`)));
  return {
    recentFromRequester: Number(row?.recent ?? 0),
    today: Number(row?.today ?? 0),
    liveUntil: row?.liveUntil ? new Date(row.liveUntil) : null,
  };
}

/** Links older than `minutes` count for nothing any more (expired, and outside the limits' windows). */
export async function deleteOldLinks(db: DbOrTx, minutes: number): Promise<void> {
  await db.delete(familySignInTokens).where(sql`${familySignInTokens.createdAt} < now() - make_interval(mins => ${minutes})`);
}

export async function listOrdersOf(db: DbOrTx, email: string) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      totalAmount: orders.totalAmount,
      refundStatus: orders.refundStatus,
    })
    .from(orders)
    .where(ofEmail(orders.customerEmail, email))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function listItemsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      customSize: orderItems.customSize,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** The last day a sign-up can be cancelled from the family page: the campus's start minus its cancelDays. */
const cancelUntil = sql<string>`(${campus.startDate} - ${campus.cancelDays})::text`;

/** The family's campus sign-ups with their campus (`id` narrows to one). */
export async function listSignUpsOf(db: DbOrTx, email: string, id?: number) {
  return db
    .select({
      id: campusRegistrations.id,
      campusId: campusRegistrations.campusId,
      campusName: campus.name,
      startDate: campus.startDate,
      endDate: campus.endDate,
      cancelUntil,
      childName: campusRegistrations.childName,
      childSurname: campusRegistrations.childSurname,
      status: campusRegistrations.status,
      amountPaid: campusRegistrations.amountPaid,
      paymentIntentId: campusRegistrations.paymentIntentId,
      parentEmail: campusRegistrations.parentEmail,
      parentPhone: campusRegistrations.parentPhone,
      locale: campusRegistrations.locale,
    })
    .from(campusRegistrations)
    .innerJoin(campus, eq(campus.id, campusRegistrations.campusId))
    .where(and(ofEmail(campusRegistrations.parentEmail, email), id === undefined ? undefined : eq(campusRegistrations.id, id)))
    .orderBy(asc(campus.startDate), asc(campusRegistrations.id));
}

/** The family's club and school registrations, with their season's label. */
export async function listClubOf(db: DbOrTx, email: string) {
  return db
    .select({
      id: clubRegistrations.id,
      season: seasons.label,
      playerName: clubRegistrations.playerName,
      phone: clubRegistrations.guardianPhone,
      email: clubRegistrations.guardianEmail,
      document: clubRegistrations.playerDni,
      iban: clubRegistrations.iban,
      createdAt: clubRegistrations.createdAt,
    })
    .from(clubRegistrations)
    .innerJoin(seasons, eq(seasons.id, clubRegistrations.seasonId))
    .where(ofEmail(clubRegistrations.guardianEmail, email))
    .orderBy(desc(clubRegistrations.createdAt));
}

export async function listSchoolOf(db: DbOrTx, email: string) {
  return db
    .select({
      id: schoolRegistrations.id,
      season: seasons.label,
      playerName: sql<string>`${schoolRegistrations.playerName} || ' ' || ${schoolRegistrations.playerSurname}`,
      phone: schoolRegistrations.guardianMobilePhone,
      email: schoolRegistrations.guardianEmail,
      document: schoolRegistrations.playerDni,
      iban: schoolRegistrations.iban,
      createdAt: schoolRegistrations.createdAt,
    })
    .from(schoolRegistrations)
    .innerJoin(seasons, eq(seasons.id, schoolRegistrations.seasonId))
    .where(ofEmail(schoolRegistrations.guardianEmail, email))
    .orderBy(desc(schoolRegistrations.createdAt));
}

/** The contact columns a family may correct, per kind of record (issue 14 item 4). */
const contactColumns = {
  campus: { table: campusRegistrations, phone: 'parentPhone', email: 'parentEmail' },
  club: { table: clubRegistrations, phone: 'guardianPhone', email: 'guardianEmail' },
  school: { table: schoolRegistrations, phone: 'guardianMobilePhone', email: 'guardianEmail' },
} as const;

/** Writes the phone and e-mail of one record of this family; false when it is not one of theirs. */
export async function updateContact(
  db: DbOrTx,
  kind: keyof typeof contactColumns,
  id: number,
  email: string,
  values: { phone: string; email: string },
): Promise<boolean> {
  const c = contactColumns[kind];
  const table = c.table as typeof campusRegistrations;
  const emailColumn = (c.table as unknown as Record<string, AnyPgColumn>)[c.email]!;
  const idColumn = (c.table as unknown as Record<string, AnyPgColumn>).id!;
  const rows = await db
    .update(table)
    .set({ [c.phone]: values.phone, [c.email]: values.email } as Partial<typeof campusRegistrations.$inferInsert>)
    .where(
      and(
        eq(idColumn, id),
        ofEmail(emailColumn, email),
        // A campus sign-up being cancelled (refund running) stays with the family that cancels it.
        kind === 'campus' ? sql`${campusRegistrations.status} <> 'cancelling'` : undefined,
      ),
    )
    .returning({ id: sql<number>`${idColumn}` });
  return rows.length > 0;
}

// ── Erasure requests ──────────────────────────────────────────────────────────

export async function hasPendingErasure(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.email, email), eq(erasureRequests.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

export async function insertErasureRequest(db: DbOrTx, email: string, emailHash: string): Promise<void> {
  await db.insert(erasureRequests).values({ email, emailHash });
}

/** The back office's list: pending first (oldest first, the order to handle them), then the decided ones, newest first. */
export async function listErasureRequests(db: DbOrTx, limit = 200) {
  return db
    .select()
    .from(erasureRequests)
    .orderBy(
      sql`${erasureRequests.status} <> 'pending'`,
      sql`case when ${erasureRequests.status} = 'pending' then ${erasureRequests.requestedAt} end asc`,
      desc(erasureRequests.requestedAt),
      desc(erasureRequests.id),
    )
    .limit(limit);
}

/** The pending requests: the back office's to-do count. */
export async function countPendingErasureRequests(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(erasureRequests).where(eq(erasureRequests.status, 'pending'));
  return row?.n ?? 0;
}

/** One request, locked until the transaction ends (a confirm and a dismiss at once: one waits, then sees the other's). */
export async function lockErasureRequest(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id)).limit(1).for('update');
  return row;
}

export async function decideErasureRequest(tx: DbOrTx, id: number, status: 'done' | 'dismissed'): Promise<void> {
  await tx.update(erasureRequests).set({ status, decidedAt: sql`now()` }).where(eq(erasureRequests.id, id));
}

/** The contact messages sent from this address (exported, and erased with the rest). */
export function contactMessagesOf(email: string): SQL {
  return ofEmail(contactMessages.email, email);
}
