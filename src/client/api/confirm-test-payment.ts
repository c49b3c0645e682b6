
import type { TestConfirmInput } from '#shared/schemas/checkout.ts';
import { paymentsEndpoints } from '#shared/endpoints/payments.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** The offline `test` provider's confirm call (what Stripe.js does for the real provider). */
export function confirmTestPayment(input: TestConfirmInput): Promise<{ status: string; paymentIntentId: string }> {
  return callEndpoint(paymentsEndpoints.testConfirm, { body: input });
}
