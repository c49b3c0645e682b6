import { eq } from 'drizzle-orm';
import { checkouts } from '#server/db/schema.ts';
import { findCheckoutForIntent, type PaymentDeps } from '#server/features/payments/checkouts.ts';
import { checkoutHandler } from '#server/features/payments/handlers.ts';
import type { IntentStatus } from '#server/features/payments/provider.ts';
import { toCents } from '#shared/money.ts';

/**
 * A checkout the sweep could not settle (finalizing its paid intent or releasing it threw, e.g. a paid campus
 * checkout whose campus was deleted): set aside for the club, never picked up by the sweep again. A later webhook
 * or browser report may still finalize it.
 */
export const attentionStatus = 'attention';

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
    };

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

  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
    if (!row) throw new Error(`checkout ${checkout.id} vanished`);
    if (row.status === 'paid') {
      const existing = await handler.findPaid(tx, row);
      return { created: false, recordId: existing?.id ?? null };
    }
    // Released meanwhile, or never held (contested resource): the handler takes the stock / place now. A checkout
    // the sweep set aside ('attention', it could not be finalized) still holds what it held.
    const reservationLapsed = !(row.held && (row.status === 'reserved' || row.status === attentionStatus));
    await tx.update(checkouts).set({ status: 'paid', paymentIntentId: intent.id }).where(eq(checkouts.id, row.id));
    const record = await handler.onPaid(tx, { ...row, status: 'paid', paymentIntentId: intent.id }, intent, {
      reservationLapsed,
      clubEmail: deps.config.mail.clubEmail,
      log: deps.log,
    });
    return { created: true, recordId: record.id };
  });
  if (outcome.created) deps.mail.kick();
  return { ok: true, kind: checkout.kind, checkoutId: checkout.id, ...outcome };
}
