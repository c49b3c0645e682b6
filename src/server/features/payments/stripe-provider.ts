import Stripe from 'stripe';
import type { IntentStatus, PaymentIntent, PaymentProvider, WebhookEvent } from '#server/features/payments/provider.ts';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Only for tests: point the SDK at a local server that answers like Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

const knownStatuses = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

/** A Stripe payment_intent object (from the API or a webhook's data.object) as our PaymentIntent. */
export function intentFromStripe(pi: Stripe.PaymentIntent): PaymentIntent {
  const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amountCents: pi.amount,
    currency: pi.currency,
    // 'requires_capture' (manual capture, which we never ask for) counts as still processing.
    status: knownStatuses.has(pi.status as IntentStatus) ? (pi.status as IntentStatus) : 'processing',
    metadata: { ...(pi.metadata ?? {}) },
    cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || err.statusCode === 404);
}

/** The real provider: the official SDK, automatic payment methods (cards, Bizum… as enabled in the account). */
export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'cb-llivia-web' },
    ...(opts.api ?? {}),
  });
  return {
    name: 'stripe',
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return intentFromStripe(pi);
    },
    async retrieveIntent(id) {
      try {
        return intentFromStripe(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (err) {
        // Already canceled or already paid: nothing to cancel (a success still reaches finalizePayment).
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw err;
      }
    },
    async refund(intentId) {
      try {
        await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` });
      } catch (err) {
        // A retry after a refund whose outcome we lost (and whose idempotency key has expired): already done.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded') return;
        throw err;
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signature) throw new Error('missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      const object = event.data.object as { object?: string };
      const result: WebhookEvent = { id: event.id, type: event.type };
      if (object?.object === 'payment_intent') result.intent = intentFromStripe(object as Stripe.PaymentIntent);
      return result;
    },
  };
}
