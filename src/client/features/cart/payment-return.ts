import type { CustomerDetails } from '#client/features/cart/customer-store.ts';

/**
 * Stripe's return to /botiga after a payment that needed a redirect (3-D Secure, a redirect-based method):
 * `?payment_intent=…&payment_intent_client_secret=…&redirect_status=…`. Anything but 'succeeded' or 'processing'
 * is a failed payment. Null when the address is not such a return.
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
 * The customer details live in memory only, and a redirect leaves the page: while an intent waits for its payment
 * they also wait in session storage (this tab only, like the cart), keyed by the intent, so the return can report
 * them and the confirmation can say where the mail went. Taken (and removed) once.
 */
const key = 'shopPendingCustomer';

export function savePendingCustomer(paymentIntentId: string, customer: CustomerDetails): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ paymentIntentId, customer }));
  } catch {
    // Storage unavailable: the server already has the details from the intent.
  }
}

export function takePendingCustomer(paymentIntentId: string): CustomerDetails | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { paymentIntentId?: unknown; customer?: Partial<CustomerDetails> };
    const c = parsed.customer;
    if (parsed.paymentIntentId !== paymentIntentId || !c) return undefined;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { name: text(c.name), email: text(c.email), phone: text(c.phone) };
  } catch {
    return undefined;
  }
}
