import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { campusRegistrations, checkouts } from '#server/db/schema.ts';
import { eraseCampusRegistrationsIn } from '#server/features/campus/erase.ts';
import { cancellationMail } from '#server/features/family/mail.ts';
import { listSignUpsOf } from '#server/features/family/repository.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import type { Deadline } from '#server/features/payments/sweep.ts';
import { lockCampus } from '#server/features/places/repository.ts';
import { paidTogether } from '#server/features/waitlist/checkout.ts';
import { HttpError } from '#server/http-error.ts';
import { queueMail } from '#server/mail/queue.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { centsToString, toCents } from '#shared/money.ts';
import { familyMessages } from '#shared/schemas/family.ts';

export type CancelOutcome = 'cancelled' | 'cancelledRefunded';

/**
 * A sign-up being cancelled (claimed before its refund): a correction cannot move it to another address, a second
 * cancel is refused (one refund call), and `cancel_started_at` / `status_before_cancel` let the sweep finish a
 * cancellation whose process died (`completeInterruptedCancellations`).
 */
export const cancellingStatus = 'cancelling';

/** How long a cancellation may run before the sweep takes it as interrupted (a provider call has timed out by then). */
export const interruptedAfterMinutes = 5;
/** How long the sweep retries an interrupted cancellation's refund before it gives the sign-up back its status. */
export const refundRetryMinutes = 60;

type SignUp = Awaited<ReturnType<typeof listSignUpsOf>>[number];
type Scope = { ids: number[]; intentId: string | null };

/**
 * What one cancellation takes away: the sign-up, or every sign-up its payment paid for (siblings who accepted a
 * waiting-list offer together paid once: the provider refunds a payment whole, so they are cancelled together).
 */
export async function cancellationScope(db: DbOrTx, s: { id: number; amountPaid: string; paymentIntentId: string | null }): Promise<Scope> {
  const together = await paidTogether(db, s.id);
  if (together) return { ids: together.registrationIds, intentId: together.intentId };
  return { ids: [s.id], intentId: Number(s.amountPaid) > 0 ? s.paymentIntentId : null };
}

const claimedIn = (ids: number[]) => and(inArray(campusRegistrations.id, ids), eq(campusRegistrations.status, cancellingStatus))!;

/** The claim undone (the refund was refused): each sign-up gets back the status it had. */
async function giveBack(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(campusRegistrations)
    .set({ status: sql`coalesce(${campusRegistrations.statusBeforeCancel}, 'paid')`, statusBeforeCancel: null, cancelStartedAt: null })
    .where(claimedIn(ids));
}

/**
 * The last step, one transaction with the campus locked: the claimed sign-ups erased with their copies
 * (campus/erase.ts, through places' `deleteHolders`, which offers the freed places to the waiting list), the refund's
 * time on the checkout, the family's mail. Only sign-ups still claimed are erased, so a second run (the request and
 * the sweep) changes nothing and mails nobody twice.
 */
async function finish(tx: Tx, s: SignUp, scope: Scope, refunded: string): Promise<void> {
  await lockCampus(tx, s.campusId);
  const erased = await eraseCampusRegistrationsIn(tx, claimedIn(scope.ids));
  if (erased.length === 0) return;
  if (scope.intentId) await tx.update(checkouts).set({ refundedAt: sql`now()` }).where(eq(checkouts.paymentIntentId, scope.intentId));
  await queueMail(tx, cancellationMail({ ...s, amountPaid: refunded }, Boolean(scope.intentId)));
}

/**
 * POST /api/family/campus-sign-ups/:id/cancel (issue 14 item 4): the family's own sign-up, until the campus's
 * deadline. 1. One transaction with the campus locked claims it (and the siblings its payment also paid for):
 * status 'cancelling' with its time and former status, so a contact correction cannot move it away from this
 * family while it is refunded, and a second cancel (another tab, another instance) is refused before any refund
 * (409 cancelInProgress: one refund call per cancellation). 2. A paid one is refunded, outside any transaction (a
 * provider call must not hold a connection or a lock; PGlite has one connection); if the provider refuses, the
 * claim is undone, 502 and nothing changed. 3. `finish`. A process that dies after 1 leaves the claim to the sweep.
 */
export async function cancelSignUp(deps: PaymentDeps, email: string, id: number): Promise<CancelOutcome> {
  const claim = await deps.db.transaction(async (tx) => {
    const [found] = await listSignUpsOf(tx, email, id);
    if (!found) throw new HttpError(404, familyMessages.notYours);
    await lockCampus(tx, found.campusId);
    const [s] = await listSignUpsOf(tx, email, id);
    if (!s) throw new HttpError(404, familyMessages.notYours);
    if (todayInMadrid() > s.cancelUntil) throw new HttpError(409, familyMessages.cancelDeadlinePassed({ date: s.cancelUntil }));
    const scope = await cancellationScope(tx, s);
    const rows = await tx
      .select({ status: campusRegistrations.status, amountPaid: campusRegistrations.amountPaid })
      .from(campusRegistrations)
      .where(inArray(campusRegistrations.id, scope.ids))
      .for('update');
    if (rows.some((r) => r.status === cancellingStatus)) throw new HttpError(409, familyMessages.cancelInProgress);
    await tx
      .update(campusRegistrations)
      .set({ status: cancellingStatus, statusBeforeCancel: sql`${campusRegistrations.status}`, cancelStartedAt: sql`now()` })
      .where(inArray(campusRegistrations.id, scope.ids));
    const total = rows.reduce((sum, r) => sum + toCents(r.amountPaid), 0);
    return { s, scope, refunded: centsToString(total) };
  });
  const { s, scope } = claim;
  if (scope.intentId) {
    try {
      await deps.payments.refund(scope.intentId);
    } catch (err) {
      deps.log.error({ err, registrationId: id }, 'refund of a cancelled campus sign-up failed: nothing changed');
      await giveBack(deps.db, scope.ids);
      throw new HttpError(502, familyMessages.refundFailed);
    }
  }
  await deps.db.transaction((tx) => finish(tx, s, scope, claim.refunded));
  deps.mail.kick();
  return scope.intentId ? 'cancelledRefunded' : 'cancelled';
}

/**
 * The sweep's part (issue 22 finding 3): cancellations claimed more than `interruptedAfterMinutes` ago whose request
 * never finished (its process died before or after the refund). Each is completed as the request would have: the
 * refund asked again (idempotent at the provider: a refund already made is not made twice), then `finish`. A
 * refund the provider keeps refusing is retried each turn for `refundRetryMinutes`, then the claim is undone (the
 * sign-up as it was; the family can cancel again) and logged for the club. Returns how many were completed.
 */
export async function completeInterruptedCancellations(deps: PaymentDeps, limit = 50, deadline: Deadline = Number.POSITIVE_INFINITY) {
  const stale = await deps.db
    .select({ id: campusRegistrations.id, email: campusRegistrations.parentEmail, since: campusRegistrations.cancelStartedAt })
    .from(campusRegistrations)
    .where(
      and(
        eq(campusRegistrations.status, cancellingStatus),
        lt(campusRegistrations.cancelStartedAt, sql`now() - make_interval(mins => ${interruptedAfterMinutes})`),
      ),
    )
    .orderBy(asc(campusRegistrations.cancelStartedAt))
    .limit(limit);
  const seen = new Set<number>();
  let completed = 0;
  for (const row of stale) {
    if (Date.now() > deadline) break;
    if (seen.has(row.id)) continue;
    const [s] = await listSignUpsOf(deps.db, row.email, row.id);
    if (!s) continue;
    const scope = await cancellationScope(deps.db, s);
    for (const id of scope.ids) seen.add(id);
    const amounts = await deps.db
      .select({ amountPaid: campusRegistrations.amountPaid })
      .from(campusRegistrations)
      .where(claimedIn(scope.ids));
    if (scope.intentId) {
      const refused = await deps.payments.refund(scope.intentId).then(
        () => undefined,
        (err: unknown) => err,
      );
      if (refused) {
        const givingUp = row.since !== null && Date.now() - row.since.getTime() > refundRetryMinutes * 60_000;
        deps.log.error({ err: refused, registrationId: row.id, intentId: scope.intentId, givingUp }, 'interrupted cancellation: refund refused');
        if (givingUp) await giveBack(deps.db, scope.ids);
        continue;
      }
    }
    const refunded = centsToString(amounts.reduce((sum, r) => sum + toCents(r.amountPaid), 0));
    await deps.db.transaction((tx) => finish(tx, s, scope, refunded));
    deps.log.warn({ registrationId: row.id, refunded: Boolean(scope.intentId) }, 'interrupted cancellation completed by the sweep');
    completed += 1;
  }
  if (completed > 0) deps.mail.kick();
  return completed;
}
