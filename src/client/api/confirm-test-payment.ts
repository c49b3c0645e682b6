import { sendJson } from '#client/lib/api-client.ts';
import type { TestConfirmInput } from '#shared/schemas/checkout.ts';

/** The offline `test` provider's confirm call (what Stripe.js does for the real provider). */
export function confirmTestPayment(input: TestConfirmInput): Promise<{ status: string; paymentIntentId: string }> {
  return sendJson('POST', '/api/payments/test/confirm', input);
}
