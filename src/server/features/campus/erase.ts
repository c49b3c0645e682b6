import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { closeCampus, deleteHolders } from '#server/features/places/changes.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';

/**
 * Deleting a campus sign-up deletes its personal data everywhere it was copied (issue 10 item 9): the checkout of
 * its payment keeps its amount and intent (the accounts need them) but loses the child's and parent's data, the
 * checkouts of the same family's earlier attempts at it lose theirs too, and its mails (sent or not) are deleted.
 * A checkout still 'reserved' (a payment running now) is left alone: it is not this sign-up's.
 */
export async function scrubSignUps(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: campusRegistrations.id,
      campusId: campusRegistrations.campusId,
      childName: campusRegistrations.childName,
      childSurname: campusRegistrations.childSurname,
      parentEmail: campusRegistrations.parentEmail,
      paymentIntentId: campusRegistrations.paymentIntentId,
    })
    .from(campusRegistrations)
    .where(inArray(campusRegistrations.id, ids));
  for (const r of rows) {
    const sameSignUp = and(
      eq(checkouts.campusId, r.campusId),
      sql`${checkouts.registrationData}->>'childName' = ${r.childName}`,
      sql`${checkouts.registrationData}->>'childSurname' = ${r.childSurname}`,
      sql`${checkouts.registrationData}->>'parentEmail' = ${r.parentEmail}`,
    );
    await tx
      .update(checkouts)
      .set({ registrationData: null, customerName: null, customerEmail: null, customerPhone: null })
      .where(
        and(
          eq(checkouts.kind, 'campus'),
          or(
            r.paymentIntentId ? eq(checkouts.paymentIntentId, r.paymentIntentId) : undefined,
            and(ne(checkouts.status, 'reserved'), sameSignUp),
          ),
        ),
      );
  }
  await deleteMailsAbout(
    tx,
    rows.map((r) => mailRef('campus_registration', r.id)),
  );
}

/**
 * Deletes the sign-ups `where` selects and their copies, inside the caller's transaction (the family page's
 * cancellation, retention): through places' `deleteHolders`, so their campuses are locked first and the places they
 * held are offered to the waiting lists in the same transaction (decision 198; the caller kicks the mail worker).
 * The ids deleted.
 */
export async function eraseCampusRegistrationsIn(tx: Tx, where: SQL): Promise<number[]> {
  return (await deleteHolders(tx, { signUps: where }, (ids) => scrubSignUps(tx, ids))).signUps;
}

/**
 * Deletes one sign-up and its copies; its place goes to the campus's waiting list (decision 180), with the campus
 * row locked first like every sign-up (the caller kicks the mail worker). False when there is no such sign-up.
 */
export async function eraseCampusRegistration(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => (await eraseCampusRegistrationsIn(tx, eq(campusRegistrations.id, id))).length > 0);
}

/**
 * Deletes a campus, its sign-ups (by cascade) and their copies, and its waiting list with its mails. A payment
 * running for it (a 'reserved' campus checkout, or a waiting-list offer's) cannot become a sign-up any more: it is
 * released (not as an abandonment; places' `closeCampus`) and, after the commit, its intent is canceled so the
 * family is not charged; then every checkout for it loses its personal data. One paid in the meantime cannot be
 * canceled: logged (ids only) for the club to refund by hand.
 */
export async function eraseCampus(deps: Pick<PaymentDeps, 'db' | 'payments' | 'log'>, id: number): Promise<boolean> {
  const { found, intents } = await deps.db.transaction(async (tx) => {
    const intents = await closeCampus(tx, id);
    const signUps = await tx.select({ id: campusRegistrations.id }).from(campusRegistrations).where(eq(campusRegistrations.campusId, id));
    await scrubSignUps(
      tx,
      signUps.map((s) => s.id),
    );
    await tx
      .update(checkouts)
      .set({ registrationData: null, customerName: null, customerEmail: null, customerPhone: null })
      .where(and(eq(checkouts.kind, 'campus'), eq(checkouts.campusId, id)));
    const rows = await tx.delete(campus).where(eq(campus.id, id)).returning({ id: campus.id });
    return { found: rows.length > 0, intents };
  });
  for (const intentId of intents) {
    await deps.payments.cancelIntent(intentId).catch((err) =>
      deps.log.error({ err, intentId }, 'could not cancel the payment of a deleted campus: refund it by hand if it was paid'),
    );
  }
  return found;
}
