import { eq } from 'drizzle-orm';
import { checkouts } from '#server/db/schema.ts';
import { findCheckoutForIntent, type PaymentDeps } from '#server/features/payments/checkouts.ts';
import { checkoutHandler, type UnstorableReason, UnstorablePayment } from '#server/features/payments/handlers.ts';
import type { IntentStatus } from '#server/features/payments/provider.ts';
import { attentionStatus, refundedStatus, refundingStatus, refundUnstorable } from '#server/features/payments/refunds.ts';
import { toCents } from '#shared/money.ts';

export type FinalizeResult =
  | {
      ok: true;
      kind: string;
      checkoutId: string;
      /** The id of the record the handler created (order, registration); null if it was since deleted. */
      recordId: number | null;
      /** False when an earlier call (browser or webhook) had already finalized this payment. */
      created: boolean;
    }
  | {
      ok: false;
      reason: 'unknown_intent' | 'no_checkout' | 'not_succeeded' | 'amount_mismatch';
      status?: IntentStatus;
      lastError?: string | null;
    }
  | {
      ok: false;
      /** The payment could not become its record (`UnstorablePayment`): refunded, or set aside for the club. */
      reason: 'refunded' | 'attention';
      why: UnstorableReason;
    };

/** The reason stored on a checkout found unstorable (`refunds.ts`). */
const reasonOf = (stored: string | null): UnstorableReason => (stored === 'gone' ? 'gone' : 'duplicate');

/**
 * The one way a payment becomes a paid order or sign-up (DESIGN rule 1). The browser (POST /api/orders, the campus
 * sign-up) and the webhook both call it with the intent id; it is idempotent.
 *
 * 1. Re-reads the intent from the provider — never trusts the caller about status or amount.
 * 2. Finds the checkout the intent was created for.
 * 3. Only if the intent succeeded for exactly the checkout's amount in euros, one transaction locks the checkout,
 *    marks it paid (once: a repeated call finds it paid and returns the existing record) and runs the handler
 *    registered for the checkout's kind (`registerCheckoutHandler`), which creates the record and queues mail.
 */
export async function finalizePayment(deps: PaymentDeps, intentId: string): Promise<FinalizeResult> {
  const intent = await deps.payments.retrieveIntent(intentId);
  if (!intent) return { ok: false, reason: 'unknown_intent' };
  const checkout = await findCheckoutForIntent(deps, intent);
  if (!checkout) return { ok: false, reason: 'no_checkout', status: intent.status };
  if (intent.status !== 'succeeded') {
    return { ok: false, reason: 'not_succeeded', status: intent.status, lastError: intent.lastError ?? null };
  }
  if (intent.currency.toLowerCase() !== 'eur' || intent.amountCents !== toCents(checkout.amount)) {
    deps.log.error(
      { intentId, checkoutId: checkout.id, intentAmount: intent.amountCents, checkoutAmount: checkout.amount },
      'payment amount does not match its checkout: not finalized',
    );
    return { ok: false, reason: 'amount_mismatch', status: intent.status };
  }
  const handler = checkoutHandler(checkout.kind);
  if (!handler) throw new Error(`no checkout handler registered for kind "${checkout.kind}"`);

  const unstorable = (why: UnstorableReason) => refundUnstorable(deps, checkout.id, intent, why);
  const outcome = await deps.db
    .transaction(async (tx) => {
    const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
    if (!row) throw new Error(`checkout ${checkout.id} vanished`);
    if (row.status === 'paid') {
      const existing = await handler.findPaid(tx, row);
      return { created: false, recordId: existing?.id ?? null };
    }
    // Already found unstorable: refunded, or its refund to be asked again (idempotent at the provider).
    if (row.status === refundedStatus || row.status === refundingStatus) throw new UnstorablePayment(reasonOf(row.unstorableReason), 'already found unstorable');
    // Released meanwhile, or never held (contested resource): the handler takes the stock / place now. A checkout
    // the sweep set aside ('attention', it could not be finalized) still holds what it held.
    const reservationLapsed = !(row.held && (row.status === 'reserved' || row.status === attentionStatus));
    await tx.update(checkouts).set({ status: 'paid', paymentIntentId: intent.id, intentCheckAt: null }).where(eq(checkouts.id, row.id));
    const record = await handler.onPaid(tx, { ...row, status: 'paid', paymentIntentId: intent.id }, intent, {
      reservationLapsed,
      clubEmail: deps.config.mail.clubEmail,
      log: deps.log,
    });
    return { created: true, recordId: record.id };
  })
    .catch(async (err: unknown) => {
      // Rolled back: nothing was stored. The payment is refunded instead (issue 22 finding 2).
      if (!(err instanceof UnstorablePayment)) throw err;
      return unstorable(err.reason);
    });
  if ('outcome' in outcome) {
    // Finalized by another call between the rollback and the refund's lock: that call stored it.
    if (outcome.outcome === 'paid') return finalizePayment(deps, intentId);
    return { ok: false, reason: outcome.outcome, why: outcome.why };
  }
  if (outcome.created) deps.mail.kick();
  return { ok: true, kind: checkout.kind, checkoutId: checkout.id, ...outcome };
}
