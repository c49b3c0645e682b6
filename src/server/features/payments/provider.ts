/**
 * The one boundary to a card payment service (DESIGN.md "Payments"). Two implementations: `stripe` (the official
 * SDK) and `test` (an offline simulator whose intents live in the database). Nothing else talks to Stripe.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  cardLast4?: string | null;
  /** The provider's message for the last failed attempt (e.g. a declined card), if any. */
  lastError?: string | null;
};

export type WebhookEvent = { id: string; type: string; intent?: PaymentIntent };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: {
    amountCents: number;
    currency: 'eur';
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | undefined>;
  cancelIntent(id: string): Promise<void>;
  refund(intentId: string): Promise<void>;
  /** Verifies the signature of a webhook call; throws if it is not authentic. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
