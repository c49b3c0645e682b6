import { useEffect } from 'react';
import { createOrder } from '#client/api/create-order.ts';
import { cart } from '#client/features/cart/cart-store.ts';
import { customerDetails } from '#client/features/cart/customer-store.ts';
import { cartStrings as s } from '#client/features/cart/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';

const handled = new Set<string>();

/**
 * When a payment method needed a redirect, Stripe sends the browser back to /botiga with `payment_intent` and
 * `redirect_status` in the address: report the payment like the card form does, then clean the address.
 */
export function usePaymentReturn(): void {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const paymentIntentId = params.get('payment_intent');
    if (!paymentIntentId || handled.has(paymentIntentId)) return;
    handled.add(paymentIntentId);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const status = params.get('redirect_status');
    if (status !== 'succeeded' && status !== 'processing') {
      toast({ title: s.paymentErrorTitle, description: s.processingError, variant: 'destructive' });
      return;
    }
    const c = customerDetails.get();
    createOrder({ paymentIntentId, customerName: c.name, customerEmail: c.email, customerPhone: c.phone })
      .then(() => {
        toast({ title: s.successTitle, description: s.successText });
        cart.clear();
        customerDetails.clear();
      })
      .catch((err) =>
        toast({
          title: s.orderErrorTitle,
          description: err instanceof ApiError ? (err.serverMessage ?? s.orderErrorText) : s.orderErrorText,
          variant: 'destructive',
        }),
      );
  }, []);
}
