import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkouts } from '#server/db/schema.ts';
import { type PaymentDeps, releaseCheckout } from '#server/features/payments/checkouts.ts';
import { finalizePayment } from '#server/features/payments/finalize.ts';

/**
 * Settles every reservation past its expiry (the periodic sweep and the read paths call this). A payment that in
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
/** Runs the expiry sweep every `intervalMs` (unref'd: it never keeps the process alive) until the app closes. */
export function startReservationSweep(app: FastifyInstance, intervalMs = 60_000): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpiredCheckouts(app)
      .catch((err) => app.log.error({ err }, 'reservation sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
