import { createHmac } from 'node:crypto';
import type { Config } from '#server/config.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { PaymentProvider } from '#server/features/payments/provider.ts';
import { createStripeProvider } from '#server/features/payments/stripe-provider.ts';
import { createTestPaymentProvider } from '#server/features/payments/test-provider.ts';

/** The `test` provider's webhook secret: STRIPE_WEBHOOK_SECRET if set, else derived from the session secret. */
export function testWebhookSecret(config: Config): string {
  return config.payments.stripeWebhookSecret ?? createHmac('sha256', config.sessionSecret).update('test-webhooks').digest('hex');
}

/** Chooses the provider by PAYMENTS_PROVIDER (config.ts already refuses `test` in production unless allowed). */
export function createPaymentProvider(config: Config, db: DbOrTx): PaymentProvider {
  if (config.payments.provider === 'stripe') {
    return createStripeProvider({
      secretKey: config.payments.stripeSecretKey!,
      webhookSecret: config.payments.stripeWebhookSecret,
    });
  }
  return createTestPaymentProvider(db, { webhookSecret: testWebhookSecret(config) });
}
