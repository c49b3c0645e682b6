import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutAbandonments, checkouts } from '#server/db/schema.ts';
import { contestedMinutes, type PaymentDeps, releaseCheckout } from '#server/features/payments/checkouts.ts';
import { finalizePayment } from '#server/features/payments/finalize.ts';
import { checkoutHandler } from '#server/features/payments/handlers.ts';
import { retryPendingRefunds } from '#server/features/orders/service.ts';

/**
 * Settles every reservation past its expiry (only the periodic sweep calls this: a read never writes). A payment that in
 * fact succeeded — its browser report and webhook lost, e.g. to a crash between charge and order — is finalized,
 * never released: the family paid, so they get their order and the stock stays sold. Any other reservation is
 * released and its intent canceled, so a late payment is refused by the provider instead of selling stock that
 * went back on sale.
 */
export async function releaseExpiredCheckouts(deps: PaymentDeps, limit = 200): Promise<number> {
  const due = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'reserved'), lt(checkouts.expiresAt, sql`now()`)))
    .orderBy(asc(checkouts.expiresAt))
    .limit(limit);
  let released = 0;
  for (const row of due) {
    const intentId = row.paymentIntentId;
    if (intentId) {
      const intent = await deps.payments.retrieveIntent(intentId).catch(() => undefined);
      if (intent?.status === 'succeeded') {
        const result = await finalizePayment(deps, intentId);
        deps.log.warn({ intentId, checkoutId: row.id, ok: result.ok }, 'expired checkout had a succeeded payment: finalized');
        continue;
      }
    }
    if (!(await releaseCheckout(deps, row.id))) continue;
    released += 1;
    if (intentId) {
      deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel an expired intent'));
    }
  }
  if (released > 0) deps.log.info({ released }, 'expired checkout reservations released');
  return released;
}
/**
 * Un-held checkouts (contested resources, decision 106) whose stock or place someone else has paid for meanwhile:
 * released and their intents canceled, so the family's card form says to start again instead of charging them for
 * a unit that is gone. One whose payment in fact succeeded is finalized (flagged for the club if short).
 */
export async function releaseOutsoldCheckouts(deps: PaymentDeps, limit = 200): Promise<number> {
  const open = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'reserved'), eq(checkouts.held, false), gt(checkouts.expiresAt, sql`now()`)))
    .orderBy(asc(checkouts.createdAt))
    .limit(limit);
  let released = 0;
  for (const row of open) {
    const handler = checkoutHandler(row.kind);
    if (!handler?.stillAvailable || (await handler.stillAvailable(deps.db, row))) continue;
    const intentId = row.paymentIntentId;
    if (intentId) {
      const intent = await deps.payments.retrieveIntent(intentId).catch(() => undefined);
      if (intent?.status === 'succeeded') {
        await finalizePayment(deps, intentId);
        continue;
      }
    }
    if (!(await releaseCheckout(deps, row.id))) continue;
    released += 1;
    if (intentId) {
      deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel an outsold intent'));
    }
  }
  return released;
}

/** How long a checkout that ended unpaid keeps the family's details (a late payment may still need them). */
export const unpaidDetailsDays = 7;

/**
 * Checkouts that ended unpaid (released) more than `unpaidDetailsDays` ago lose the personal data they copied from
 * the form (customer name, e-mail, phone, campus sign-up data; issue 10 item 9): their intent is canceled first, so
 * a payment can no longer arrive for them; amount, status and intent id stay for the accounts.
 */
export async function purgeUnpaidCheckoutDetails(deps: PaymentDeps, limit = 200): Promise<number> {
  const old = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, 'released'),
        lt(checkouts.expiresAt, sql`now() - make_interval(days => ${unpaidDetailsDays})`),
        sql`(${checkouts.customerName} is not null or ${checkouts.customerEmail} is not null
          or ${checkouts.customerPhone} is not null or ${checkouts.registrationData} is not null)`,
      ),
    )
    .limit(limit);
  let purged = 0;
  for (const row of old) {
    if (row.paymentIntentId) {
      const intent = await deps.payments.retrieveIntent(row.paymentIntentId).catch(() => 'unreachable' as const);
      // The provider cannot say, or the payment did go through (finalized by the expiry path): never erased here.
      if (intent === 'unreachable' || intent?.status === 'succeeded') continue;
      if (intent && intent.status !== 'canceled') {
        const canceled = await deps.payments.cancelIntent(row.paymentIntentId).then(
          () => true,
          (err) => {
            deps.log.warn({ err, intentId: row.paymentIntentId }, 'could not cancel an old unpaid intent');
            return false;
          },
        );
        if (!canceled) continue;
      }
    }
    const done = await deps.db
      .update(checkouts)
      .set({ customerName: null, customerEmail: null, customerPhone: null, registrationData: null, lines: [] })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'released')))
      .returning({ id: checkouts.id });
    purged += done.length;
  }
  return purged;
}

/**
 * One turn of the sweep: expired reservations, outsold un-held checkouts, refunds still due, personal data of old
 * unpaid checkouts, abandonments older than the contested window.
 */
export async function runSweep(deps: PaymentDeps): Promise<void> {
  await releaseExpiredCheckouts(deps);
  await releaseOutsoldCheckouts(deps);
  await retryPendingRefunds(deps);
  await purgeUnpaidCheckoutDetails(deps);
  await deps.db
    .delete(checkoutAbandonments)
    .where(lt(checkoutAbandonments.at, sql`now() - make_interval(mins => ${contestedMinutes})`));
}

/** The advisory lock key of the sweep on PostgreSQL (one instance sweeps at a time). */
export const sweepLockKey = 727_275;

/**
 * One turn of the sweep as the timer runs it. On PostgreSQL it first takes a session advisory lock on a dedicated
 * connection (`pg_try_advisory_lock`): another instance already sweeping makes this turn a no-op ('skipped').
 * The lock is released when the turn ends (or with the connection, if the process dies).
 */
export async function sweepTurn(app: FastifyInstance): Promise<'swept' | 'skipped'> {
  const pool = app.database.pool;
  if (!pool) {
    await runSweep(app);
    return 'swept';
  }
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [sweepLockKey]);
    if (!rows[0]?.ok) return 'skipped';
    try {
      await runSweep(app);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [sweepLockKey]);
    }
    return 'swept';
  } finally {
    client.release();
  }
}

/** How often the sweep runs: a lapsed hold is back on sale at most this long after its expiry. */
export const sweepIntervalMs = 15_000;

/**
 * Starts the sweep timer when the app is ready (the app's wiring calls this once, after the features): every
 * `intervalMs` (unref'd: it never keeps the process alive), one turn at a time, until the app closes.
 */
export function startSweepTimer(app: FastifyInstance, intervalMs = sweepIntervalMs): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = sweepTurn(app)
        .catch((err) => app.log.error({ err }, 'reservation sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
