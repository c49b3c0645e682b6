import { useEffect, useState } from 'react';
import { type ConfirmedOrder, paymentError, useReportOrder } from '#client/features/cart/hooks/use-checkout.ts';
import { takePendingCustomer } from '#client/features/cart/payment-return.ts';
import { readPaymentReturn } from '#client/lib/payment-return.ts';
import { cartMessages } from '#client/features/cart/strings.ts';

const handled = new Set<string>();
const noDetails = { name: '', email: '', phone: '' };

/**
 * When a payment method needed a redirect, Stripe sends the browser back to /botiga with `payment_intent` and
 * `redirect_status` in the address. The address is cleaned at once (a reload repeats nothing); a failed payment
 * gets SPEC's 'Error processant el pagament'; otherwise the payment is reported as the card form does (the server
 * asks the provider) and the order to confirm is answered until the visitor dismisses it. The details kept in this
 * tab fill the e-mail line; from another tab the confirmation goes without it.
 */
export function usePaymentReturn(): { order: ConfirmedOrder | null; dismiss: () => void } {
  const reportOrder = useReportOrder();
  const [order, setOrder] = useState<ConfirmedOrder | null>(null);
  useEffect(() => {
    const back = readPaymentReturn(window.location.search);
    if (!back || handled.has(back.paymentIntentId)) return;
    handled.add(back.paymentIntentId);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (back.status === 'failed') {
      takePendingCustomer(back.paymentIntentId);
      paymentError(cartMessages.get().processingError);
      return;
    }
    void reportOrder(back.paymentIntentId, takePendingCustomer(back.paymentIntentId) ?? noDetails).then(setOrder);
  }, [reportOrder]);
  return { order, dismiss: () => setOrder(null) };
}
