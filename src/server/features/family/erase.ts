import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  campusRegistrations,
  campusWaitlist,
  checkouts,
  clubMembers,
  clubRegistrations,
  contactMessages,
  erasureRequests,
  familySessions,
  familySignInTokens,
  mailQueue,
  orderItems,
  orders,
  schoolRegistrations,
} from '#server/db/schema.ts';
import { scrubSignUps } from '#server/features/campus/erase.ts';
import { decideErasureRequest, lockErasureRequest, ofEmail } from '#server/features/family/repository.ts';
import { deleteHolders } from '#server/features/places/changes.ts';
import { HttpError } from '#server/http-error.ts';
import { deleteMailsAbout, type MailRefKind, mailRef } from '#server/mail/queue.ts';
import { erasureMessages } from '#shared/schemas/family.ts';

/** What an erased order says instead of its customer (the accounts keep its id, total, status, dates and payment). */
export const anonymised = { customerName: 'Anonimitzat', customerEmail: '', customerPhone: '' } as const;

/** What a checkout keeps of nobody: amount, status, intent and dates stay (the accounts need them). */
export const noPersonalData = { customerName: null, customerEmail: null, customerPhone: null, registrationData: null, lines: [] };
/**
 * A checkout still 'reserved' is a payment running now: its data becomes a sign-up or an order if it succeeds, so it
 * is left alone (as campus/erase.ts does); the erasure can be confirmed again once it has ended.
 */
const notRunning = ne(checkouts.status, 'reserved');

async function deleteWithMails(tx: Tx, kind: MailRefKind, ids: { id: number }[]): Promise<void> {
  await deleteMailsAbout(
    tx,
    ids.map((r) => mailRef(kind, r.id)),
  );
}

/**
 * Erases the campus side: sign-ups (no refund) and waiting-list entries, through places' `deleteHolders` — their
 * campuses locked in id order (two erasures, or an erasure and a sign-up, cannot wait on each other), a payment
 * running for one of their offers run out (the sweep cancels it, review finding 3), and the places they held offered
 * to the waiting lists once everything is gone.
 */
async function eraseCampusSide(tx: Tx, email: string): Promise<void> {
  const signUps = ofEmail(campusRegistrations.parentEmail, email);
  // The entries' children go with them (cascade), their mails with them (sent or not).
  await deleteHolders(tx, { signUps, entries: ofEmail(campusWaitlist.parentEmail, email) }, async (ids) => {
    // Abandoned payment attempts of a campus sign-up carry the family in their registration data.
    await tx
      .update(checkouts)
      .set(noPersonalData)
      .where(and(eq(checkouts.kind, 'campus'), notRunning, sql`lower(${checkouts.registrationData}->>'parentEmail') = ${email}`));
    await scrubSignUps(tx, ids);
  });
}

/**
 * Orders stay for the accounts (id, total, status, dates, payment ids) without the customer: name 'Anonimitzat',
 * e-mail and phone empty, the lines' printed names and numbers gone, the checkouts they were paid through emptied
 * (and the further checkouts `alsoCheckouts` selects), their mails deleted. The orders `where` selects: one family's
 * here, the old ones in the nightly retention job (decision 191). The ids anonymised.
 */
export async function anonymiseOrdersIn(tx: Tx, where: SQL, alsoCheckouts?: SQL): Promise<number[]> {
  const rows = await tx
    .update(orders)
    .set({ ...anonymised, updatedAt: sql`now()` })
    .where(where)
    .returning({ id: orders.id, checkoutId: orders.checkoutId });
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) await tx.update(orderItems).set({ customName: null, customNumber: null }).where(inArray(orderItems.orderId, ids));
  const checkoutIds = rows.flatMap((r) => (r.checkoutId ? [r.checkoutId] : []));
  const emptied = or(alsoCheckouts, checkoutIds.length ? inArray(checkouts.id, checkoutIds) : undefined);
  if (emptied) await tx.update(checkouts).set(noPersonalData).where(emptied);
  await deleteWithMails(tx, 'order', rows);
  return ids;
}

const anonymiseOrders = (tx: Tx, email: string) =>
  anonymiseOrdersIn(tx, ofEmail(orders.customerEmail, email), and(notRunning, ofEmail(checkouts.customerEmail, email)));

/**
 * Erases everything this address made (GDPR art. 17, issue 14 item 4), in one transaction: campus sign-ups and
 * waiting-list entries (places offered on), club and school registrations, contact messages, orders anonymised,
 * every mail to the address or about an erased record, the address on the club's member roster, the family's
 * links and sessions.
 */
export async function eraseFamilyData(tx: Tx, email: string): Promise<void> {
  await eraseCampusSide(tx, email);
  const club = await tx.delete(clubRegistrations).where(ofEmail(clubRegistrations.guardianEmail, email)).returning({ id: clubRegistrations.id });
  await deleteWithMails(tx, 'club_registration', club);
  const school = await tx
    .delete(schoolRegistrations)
    .where(ofEmail(schoolRegistrations.guardianEmail, email))
    .returning({ id: schoolRegistrations.id });
  await deleteWithMails(tx, 'school_registration', school);
  const messages = await tx.delete(contactMessages).where(ofEmail(contactMessages.email, email)).returning({ id: contactMessages.id });
  await deleteWithMails(tx, 'contact_message', messages);
  await anonymiseOrders(tx, email);
  // Mails to the address (its case folded, never a substring: o@… must not take leo@…'s); the club's notices about
  // the family went above with the records they are about (mail_queue.ref).
  await tx.delete(mailQueue).where(ofEmail(mailQueue.to, email));
  // The club's member roster keeps the member (the club's own list, re-imported each season) without the address
  // that tied the row to the family page (decision 181).
  await tx.update(clubMembers).set({ email: null }).where(ofEmail(clubMembers.email, email));
  await tx.delete(familySignInTokens).where(eq(familySignInTokens.email, email));
  await tx.delete(familySessions).where(eq(familySessions.email, email));
}

/**
 * POST /api/admin/erasure-requests/:id/confirm: erases the request's address everywhere, then forgets the address
 * on every request made with it (only its hash stays, so the club can tell a repeated request). The caller kicks
 * the mail worker (the freed places' offers).
 */
export async function confirmErasure(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockErasureRequest(tx, id);
    if (!request) throw new HttpError(404, erasureMessages.notFound);
    if (request.status !== 'pending' || !request.email) throw new HttpError(409, erasureMessages.notPending);
    await eraseFamilyData(tx, request.email);
    await decideErasureRequest(tx, id, 'done');
    await tx
      .update(erasureRequests)
      .set({ email: null })
      .where(or(eq(erasureRequests.emailHash, request.emailHash), eq(erasureRequests.id, id)));
  });
}

/** POST /api/admin/erasure-requests/:id/dismiss: the club keeps the data (e.g. a legal duty), the request is closed. */
export async function dismissErasure(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockErasureRequest(tx, id);
    if (!request) throw new HttpError(404, erasureMessages.notFound);
    if (request.status !== 'pending') throw new HttpError(409, erasureMessages.notPending);
    await decideErasureRequest(tx, id, 'dismissed');
  });
}
