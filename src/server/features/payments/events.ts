import { eq } from 'drizzle-orm';
import { paymentEvents } from '#server/db/schema.ts';
import { type PaymentDeps, releaseCheckoutForIntent } from '#server/features/payments/checkouts.ts';
import { finalizePayment } from '#server/features/payments/finalize.ts';
import type { WebhookEvent } from '#server/features/payments/provider.ts';

/**
 * What a payment event means for us: a success finalizes the payment (idempotent); a cancellation releases the
 * reservation. A failed attempt (declined card) releases nothing: the buyer may retry with another card while the
 * hold lasts, and nobody else can buy the unit meanwhile (issue 10 item 3); the hold ends at its expiry, on a
 * cancellation, or when the same client starts another checkout.
 */
export async function handlePaymentEvent(deps: PaymentDeps, event: WebhookEvent): Promise<void> {
  if (!event.intent) return;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const result = await finalizePayment(deps, event.intent.id);
      if (!result.ok) deps.log.warn({ intentId: event.intent.id, reason: result.reason }, 'payment success event not finalized');
      return;
    }
    case 'payment_intent.canceled':
      await releaseCheckoutForIntent(deps, event.intent);
      return;
    default:
      return;
  }
}

/**
 * A verified webhook event, processed once per event id: a repeated delivery is acknowledged and skipped. The id
 * is recorded after the work, so an event whose processing failed is processed again when the provider retries
 * (the work itself is idempotent, so two concurrent deliveries are harmless too).
 */
export async function processWebhookEvent(deps: PaymentDeps, event: WebhookEvent): Promise<'processed' | 'duplicate'> {
  const [seen] = await deps.db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';
  await handlePaymentEvent(deps, event);
  const inserted = await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0 ? 'processed' : 'duplicate';
}
