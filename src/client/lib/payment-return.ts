/**
 * Stripe's return to a page after a payment that needed a redirect (3-D Secure, a redirect-based method):
 * `?payment_intent=…&payment_intent_client_secret=…&redirect_status=…`. Anything but 'succeeded' or 'processing'
 * is a failed payment. Null when the address is not such a return. The shop (/botiga) and /campus both read it.
 */
export type PaymentReturn = { paymentIntentId: string; status: 'succeeded' | 'processing' | 'failed' };

export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent')?.trim();
  const redirectStatus = params.get('redirect_status');
  if (!paymentIntentId || !redirectStatus) return null;
  const status = redirectStatus === 'succeeded' || redirectStatus === 'processing' ? redirectStatus : 'failed';
  return { paymentIntentId, status };
}

/**
 * What a page needs back after the redirect (the sign-up, the customer's details) waits in session storage (this
 * tab only) under `key`, tied to its payment intent. Storage may be unavailable: then nothing waits, and the
 * server, which has the payment, completes it anyway.
 */
export function savePending(key: string, paymentIntentId: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ paymentIntentId, value }));
  } catch {
    // Storage unavailable.
  }
}

/** The value saved for this intent, removed as it is taken (once); undefined for another intent or none. */
export function takePending(key: string, paymentIntentId: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { paymentIntentId?: unknown; value?: unknown };
    return parsed.paymentIntentId === paymentIntentId ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

export function clearPending(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
