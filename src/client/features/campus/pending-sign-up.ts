import { clearPending, savePending, takePending } from '#client/lib/payment-return.ts';
import type { CampusSignUpInput } from '#shared/schemas/campus-registration.ts';

/**
 * When a payment method needs a redirect, Stripe brings the family back to /campus?payment_intent=…; the sign-up
 * data waits in session storage (this tab only) so the page can report the payment with it. Without it the webhook
 * still completes the sign-up.
 */
const key = 'campusPendingSignUp';

export const savePendingSignUp = (paymentIntentId: string, signUp: CampusSignUpInput): void => savePending(key, paymentIntentId, signUp);

export function takePendingSignUp(paymentIntentId: string): CampusSignUpInput | undefined {
  const value = takePending(key, paymentIntentId);
  return value && typeof value === 'object' ? (value as CampusSignUpInput) : undefined;
}

export const clearPendingSignUp = (): void => clearPending(key);
