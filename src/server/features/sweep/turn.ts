import type { FastifyInstance } from 'fastify';
import { withSessionTryLock } from '#server/db/locks.ts';
import { completeInterruptedCancellations } from '#server/features/family/cancel.ts';
import { retryPendingRefunds } from '#server/features/orders/service.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import {
  purgeOldAbandonments,
  purgeUnpaidCheckoutDetails,
  releaseExpiredCheckouts,
  releaseOutsoldCheckouts,
  settleReleasedIntents,
} from '#server/features/payments/sweep.ts';
import { expireOffers, offerWhereFree } from '#server/features/places/offers.ts';
import { lapseUnconfirmedEntries, purgeOldWaitlistEntries } from '#server/features/waitlist/retention.ts';

/**
 * The sweep (plugins/sweep.ts runs a turn every 15 s): the periodic work of several features, in order. It sits
 * above the features it runs (decision 198: payments, orders, places and the waiting list never import it), as the
 * nightly retention job does.
 */

/** How long one sweep turn works before it leaves the rest to the next turn. */
export const sweepBudgetMs = 10_000;

/**
 * One turn of the sweep: expired reservations (held ones first), waiting-list offers past their deadline (decision
 * 180), outsold un-held checkouts, released checkouts whose card form may still have paid, refunds still due, family cancellations a dead process left half done, personal data of old unpaid checkouts, abandonments older than
 * the contested window. After `budgetMs` it stops taking new rows (the next turn, 15 s later, goes on).
 */
export async function runSweep(deps: PaymentDeps, opts: { budgetMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + (opts.budgetMs ?? sweepBudgetMs);
  // A released campus hold may have made waiting-list offers (their mails go now rather than at the next poll).
  if ((await releaseExpiredCheckouts(deps, 200, deadline)) > 0) deps.mail.kick();
  // After the releases: a place a lapsed hold gave back is already offered; an expired offer passes its own on.
  await expireOffers(deps, 200, deadline);
  if (Date.now() <= deadline) await offerWhereFree(deps);
  await releaseOutsoldCheckouts(deps, 200, deadline);
  await settleReleasedIntents(deps, 50, deadline);
  if (Date.now() <= deadline) await retryPendingRefunds(deps);
  await completeInterruptedCancellations(deps, 50, deadline);
  await purgeUnpaidCheckoutDetails(deps, 200, deadline);
  if (Date.now() <= deadline) await purgeOldWaitlistEntries(deps.db);
  if (Date.now() <= deadline) await lapseUnconfirmedEntries(deps.db);
  await purgeOldAbandonments(deps);
}

/**
 * One turn of the sweep as the timer runs it. On PostgreSQL it first tries the session advisory lock 'sweep' on a
 * dedicated connection (db/locks.ts): another instance already sweeping makes this turn a no-op ('skipped').
 * The lock is released when the turn ends (or with the connection, if the process dies).
 */
export async function sweepTurn(deps: PaymentDeps & Pick<FastifyInstance, 'database'>): Promise<'swept' | 'skipped'> {
  const pool = deps.database.pool;
  if (!pool) {
    await runSweep(deps);
    return 'swept';
  }
  return withSessionTryLock(pool, 'sweep', async () => {
    await runSweep(deps);
    return 'swept' as const;
  });
}

/** How often the sweep runs (plugins/sweep.ts): a lapsed hold is back on sale at most this long after its expiry. */
export const sweepIntervalMs = 15_000;
