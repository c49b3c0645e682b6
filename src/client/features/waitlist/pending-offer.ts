import { clearPending, savePending, takePending } from '#client/lib/payment-return.ts';

/**
 * When the card payment needs a redirect, Stripe brings the family back to /llista-espera?payment_intent=… without
 * the link's fragment: the offer's token waits in this tab's session storage, tied to its intent, so the page can
 * report the payment. Without it the webhook completes the sign-up anyway.
 */
const key = 'waitlistPendingOffer';

export const savePendingOffer = (paymentIntentId: string, token: string): void => savePending(key, paymentIntentId, token);

export function takePendingOffer(paymentIntentId: string): string | undefined {
  const value = takePending(key, paymentIntentId);
  return typeof value === 'string' ? value : undefined;
}

export const clearPendingOffer = (): void => clearPending(key);
