import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { type PaymentDeps, releaseCheckoutIn } from '#server/features/payments/checkouts.ts';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';

/**
 * Deleting a campus sign-up deletes its personal data everywhere it was copied (issue 10 item 9): the checkout of
 * its payment keeps its amount and intent (the accounts need them) but loses the child's and parent's data, the
 * checkouts of the same family's earlier attempts at it lose theirs too, and its mails (sent or not) are deleted.
 * A checkout still 'reserved' (a payment running now) is left alone: it is not this sign-up's.
 */
async function scrub(tx: Tx, where: SQL): Promise<number[]> {
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
    .where(where);
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
  return rows.map((r) => r.id);
}

/** Deletes one sign-up and its copies. False when there is no such sign-up. */
export async function eraseCampusRegistration(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ids = await scrub(tx, eq(campusRegistrations.id, id));
    if (ids.length === 0) return false;
    await tx.delete(campusRegistrations).where(eq(campusRegistrations.id, id));
    return true;
  });
}

/**
 * Deletes a campus, its sign-ups (by cascade) and their copies. A payment running for it (a 'reserved' checkout)
 * cannot become a sign-up any more: it is released (not as an abandonment) and, after the commit, its intent is
 * canceled so the family is not charged; then every checkout for it loses its personal data. One paid in the
 * meantime cannot be canceled: logged (ids only) for the club to refund by hand.
 */
export async function eraseCampus(deps: Pick<PaymentDeps, 'db' | 'payments' | 'log'>, id: number): Promise<boolean> {
  const { found, intents } = await deps.db.transaction(async (tx) => {
    await scrub(tx, eq(campusRegistrations.campusId, id));
    const running = await tx
      .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
      .from(checkouts)
      .where(and(eq(checkouts.kind, 'campus'), eq(checkouts.campusId, id), eq(checkouts.status, 'reserved')));
    const intents: string[] = [];
    for (const row of running) {
      if ((await releaseCheckoutIn(tx, row.id)) && row.paymentIntentId) intents.push(row.paymentIntentId);
    }
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
