import { useEffect, useRef, useState } from 'react';
import { useCreateOrder } from '#client/api/create-order.ts';
import { useCreatePaymentIntent } from '#client/api/create-payment-intent.ts';
import { cart, cartTotalCents, lineKey, useCart } from '#client/features/cart/cart-store.ts';
import { type CustomerDetails, customerDetails } from '#client/features/cart/customer-store.ts';
import { savePendingCustomer, takePendingCustomer } from '#client/features/cart/payment-return.ts';
import { toPaymentIntentInput } from '#client/features/cart/payment-intent-input.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { centsToString, toCents } from '#shared/money.ts';
import type { Customer } from '#shared/schemas/checkout.ts';

export type StartedPayment = { clientSecret: string; paymentIntentId: string; amountCents: number };
/** What the confirmation shows once the order exists (issue 13): its number, what was paid, where the mail went. */
export type ConfirmedOrder = { id: number; totalCents: number; email: string };

export const paymentError = (description: string) =>
  toast({ title: cartMessages.get().paymentErrorTitle, description, variant: 'destructive' });

/**
 * Reports a paid intent as the order (POST /api/orders: the server asks the provider and answers the order), the one
 * way both the card form and Stripe's redirect return finish a purchase: SPEC's toast, cart and details cleared, and
 * the order to confirm; or SPEC's 'Error creant la comanda' toast with the server's reason, and null.
 */
export function useReportOrder() {
  const createOrder = useCreateOrder();
  return async (paymentIntentId: string, customer: CustomerDetails, amountCents?: number): Promise<ConfirmedOrder | null> => {
    const s = cartMessages.get();
    let order: { id: number; totalAmount: string };
    try {
      order = await createOrder.mutateAsync({
        paymentIntentId,
        customerName: customer.name.trim(),
        customerEmail: customer.email.trim(),
        customerPhone: customer.phone.trim(),
        totalAmount: amountCents === undefined ? undefined : centsToString(amountCents),
        status: 'paid',
        paymentMethod: 'stripe',
      });
    } catch (err) {
      toast({
        title: s.orderErrorTitle,
        description: err instanceof ApiError ? (err.serverMessage ?? s.orderErrorText) : s.orderErrorText,
        variant: 'destructive',
      });
      return null;
    }
    toast({ title: s.successTitle, description: s.successText });
    takePendingCustomer(paymentIntentId);
    cart.clear();
    customerDetails.clear();
    return { id: order.id, totalCents: toCents(order.totalAmount), email: customer.email.trim() };
  };
}

/**
 * The checkout flow shared by the cart panel and /checkout (SPEC §4): the customer form hands over valid details,
 * the intent is created (the server prices and reserves), the card form is shown, the paid intent is reported as
 * the order, then cart and details are cleared and the order's confirmation stays until the visitor leaves it.
 */
export function useCheckout() {
  const items = useCart();
  const createIntent = useCreatePaymentIntent();
  const reportOrder = useReportOrder();
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedOrder | null>(null);

  // A changed cart needs a new intent (the old reservation is released when it expires).
  const cartKey = items.map((i) => `${lineKey(i)}×${i.quantity}`).join('|');
  const shownFor = useRef(cartKey);
  useEffect(() => {
    if (shownFor.current !== cartKey) {
      shownFor.current = cartKey;
      setPayment(null);
    }
  }, [cartKey]);

  /**
   * Creates the intent for details the form has checked. A 400 from the server goes back to the form's fields
   * (`placeFieldErrors` says whether any landed).
   */
  async function start(customer: Customer, placeFieldErrors: (error: unknown) => boolean): Promise<void> {
    const s = cartMessages.get();
    if (items.length === 0) {
      toast({ title: s.emptyCartTitle, description: s.emptyCartText, variant: 'destructive' });
      return;
    }
    try {
      const res = await createIntent.mutateAsync(toPaymentIntentInput(items, centsToString(cartTotalCents(items)), customer));
      if (!res?.success || !res.clientSecret) {
        paymentError(s.intentNotCreated);
        return;
      }
      shownFor.current = cartKey;
      // A method that redirects leaves the page: the return to /botiga finds the details here.
      savePendingCustomer(res.paymentIntentId, customer);
      setPayment({ clientSecret: res.clientSecret, paymentIntentId: res.paymentIntentId, amountCents: toCents(res.amount) });
    } catch (err) {
      if (placeFieldErrors(err)) paymentError(s.fixFields);
      else paymentError(err instanceof ApiError ? (err.serverMessage ?? s.intentError) : s.genericPaymentError);
    }
  }

  async function paid(paymentIntentId: string): Promise<void> {
    const order = await reportOrder(paymentIntentId, customerDetails.get(), payment?.amountCents);
    if (!order) return;
    setConfirmed(order);
    setPayment(null);
  }

  function failed(message: string): void {
    paymentError(message || cartMessages.get().processingError);
  }

  return {
    items,
    payment,
    confirmed,
    starting: createIntent.isPending,
    start,
    paid,
    failed,
    reset: () => setPayment(null),
    /** The visitor left the confirmation. */
    dismiss: () => setConfirmed(null),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
