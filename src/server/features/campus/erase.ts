import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
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
 * Deletes a campus, its sign-ups (by cascade) and their copies. Every checkout for it loses its personal data, a
 * running one too: a payment for a deleted campus cannot become a sign-up anyway (the club refunds it by hand).
 */
export async function eraseCampus(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await scrub(tx, eq(campusRegistrations.campusId, id));
    await tx
      .update(checkouts)
      .set({ registrationData: null, customerName: null, customerEmail: null, customerPhone: null })
      .where(and(eq(checkouts.kind, 'campus'), eq(checkouts.campusId, id)));
    const rows = await tx.delete(campus).where(eq(campus.id, id)).returning({ id: campus.id });
    return rows.length > 0;
  });
}
