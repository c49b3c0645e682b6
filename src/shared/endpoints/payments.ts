import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** The payment provider's side: its public configuration, the test provider's confirmation, Stripe's webhook. */
export const paymentsEndpoints = defineEndpoints('payments', {
  config: ['GET', '/api/payments/config'],
  testConfirm: ['POST', '/api/payments/test/confirm'],
  webhook: ['POST', '/api/payments/webhook'],
});
