import type { CampusSignUpInput } from '#shared/schemas/campus-registration.ts';

/**
 * When a payment method needs a redirect, Stripe brings the family back to /campus?payment_intent=…; the sign-up
 * data waits in session storage (this tab only) so the page can report the payment with it.
 */
const key = 'campusPendingSignUp';

export function savePendingSignUp(paymentIntentId: string, signUp: CampusSignUpInput): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ paymentIntentId, signUp }));
  } catch {
    // Storage unavailable: the webhook still completes the sign-up.
  }
}

export function takePendingSignUp(paymentIntentId: string): CampusSignUpInput | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { paymentIntentId?: string; signUp?: CampusSignUpInput };
    return parsed.paymentIntentId === paymentIntentId ? parsed.signUp : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingSignUp(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
