import type { CustomerDetails } from '#client/features/cart/customer-store.ts';
import { savePending, takePending } from '#client/lib/payment-return.ts';

/**
 * The customer details live in memory only, and a redirect leaves the page: while an intent waits for its payment
 * they also wait in session storage (this tab only, like the cart), keyed by the intent, so the return can report
 * them and the confirmation can say where the mail went. Taken (and removed) once.
 */
const key = 'shopPendingCustomer';

export const savePendingCustomer = (paymentIntentId: string, customer: CustomerDetails): void =>
  savePending(key, paymentIntentId, customer);

export function takePendingCustomer(paymentIntentId: string): CustomerDetails | undefined {
  const c = takePending(key, paymentIntentId) as Partial<Record<keyof CustomerDetails, unknown>> | undefined;
  if (!c || typeof c !== 'object') return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { name: text(c.name), email: text(c.email), phone: text(c.phone) };
}
