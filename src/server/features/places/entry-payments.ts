import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campusWaitlist, checkouts } from '#server/db/schema.ts';
import { type PaymentDeps, releaseCheckoutIn } from '#server/features/payments/checkouts.ts';

/**
 * What a 'waitlist' checkout carries (no personal data: the entry has it): `places` paid for (absent on checkouts
 * made before it was recorded), `registrationIds` once it is paid. Such a checkout holds no place itself (its
 * campusId is null): the offer it pays for does.
 */
export type WaitlistCheckoutData = { entryId: number; campusId: number; places?: number; registrationIds?: number[] };

/** The running ('reserved') payments of the entries `entries` selects (a condition on campus_waitlist). */
function runningPaymentsOf(entries: SQL, exceptCheckoutId?: string) {
  return and(
    eq(checkouts.kind, 'waitlist'),
    eq(checkouts.status, 'reserved'),
    exceptCheckoutId ? ne(checkouts.id, exceptCheckoutId) : undefined,
    sql`(${checkouts.registrationData}->>'entryId')::int in (select ${campusWaitlist.id} from ${campusWaitlist} where ${entries})`,
  );
}

/**
 * Stops the payments running for entries whose offer ended or was withdrawn (removed, left, declined, campus
 * deleted; a second browser's accept keeps its own, `exceptCheckoutId`): released in the caller's transaction;
 * returns their intents, which the caller cancels after its commit (`cancelIntents`), so the family's card form is
 * refused instead of paying for places passed on (decision 180, review finding 3).
 */
export async function stopEntryPayments(tx: Tx, entries: SQL, exceptCheckoutId?: string): Promise<string[]> {
  const running = await tx
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(runningPaymentsOf(entries, exceptCheckoutId));
  const intents: string[] = [];
  for (const row of running) {
    if ((await releaseCheckoutIn(tx, row.id)) && row.paymentIntentId) intents.push(row.paymentIntentId);
  }
  return intents;
}

/**
 * Where no payment provider is at hand (an erasure, a campus switched off): the entries' running payments run out
 * now, and the sweep's next turn (15 s) releases them and cancels their intents — or, already paid, stores the
 * sign-ups as a lapsed offer's (or sets the checkout aside for the club when the entry is gone).
 */
export async function expireEntryPayments(tx: Tx, entries: SQL): Promise<void> {
  await tx.update(checkouts).set({ expiresAt: sql`now()` }).where(runningPaymentsOf(entries));
}

/** Cancels the intents `stopEntryPayments` released, after the commit; a failure is logged (ids only). */
export async function cancelIntents(deps: Pick<PaymentDeps, 'payments' | 'log'>, intents: string[]): Promise<void> {
  for (const intentId of intents) {
    await deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel a stopped waiting-list payment'));
  }
}
