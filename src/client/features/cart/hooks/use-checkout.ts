import { useEffect, useRef, useState } from 'react';
import { useCreatePaymentIntent } from '#client/api/create-payment-intent.ts';
import { toPaymentIntentInput } from '#client/features/cart/payment-intent-input.ts';
import { useCreateOrder } from '#client/api/create-order.ts';
import { cart, cartTotalCents, lineKey, useCart } from '#client/features/cart/cart-store.ts';
import { customerDetails, isComplete, useCustomerDetails } from '#client/features/cart/customer-store.ts';
import { cartStrings as s } from '#client/features/cart/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { centsToString, toCents } from '#shared/money.ts';

export type StartedPayment = { clientSecret: string; paymentIntentId: string; amountCents: number };

const paymentError = (description: string) => toast({ title: s.paymentErrorTitle, description, variant: 'destructive' });

/**
 * The checkout flow shared by the cart panel and /checkout (SPEC §4): check cart and details, create the intent
 * (the server prices and reserves), show the card form, report the paid intent as the order, then clear all.
 */
export function useCheckout({ onPaid }: { onPaid: () => void }) {
  const items = useCart();
  const customer = useCustomerDetails();
  const createIntent = useCreatePaymentIntent();
  const createOrder = useCreateOrder();
  const [payment, setPayment] = useState<StartedPayment | null>(null);

  // A changed cart needs a new intent (the old reservation is released when it expires).
  const cartKey = items.map((i) => `${lineKey(i)}×${i.quantity}`).join('|');
  const shownFor = useRef(cartKey);
  useEffect(() => {
    if (shownFor.current !== cartKey) {
      shownFor.current = cartKey;
      setPayment(null);
    }
  }, [cartKey]);

  async function start(): Promise<void> {
    if (items.length === 0) {
      toast({ title: s.emptyCartTitle, description: s.emptyCartText, variant: 'destructive' });
      return;
    }
    if (!isComplete(customer)) {
      toast({ title: s.incompleteTitle, description: s.incompleteText, variant: 'destructive' });
      return;
    }
    try {
      const res = await createIntent.mutateAsync(toPaymentIntentInput(items, centsToString(cartTotalCents(items)), customer));
      if (!res?.success || !res.clientSecret) {
        paymentError(s.intentNotCreated);
        return;
      }
      shownFor.current = cartKey;
      setPayment({ clientSecret: res.clientSecret, paymentIntentId: res.paymentIntentId, amountCents: toCents(res.amount) });
    } catch (err) {
      paymentError(err instanceof ApiError ? (err.serverMessage ?? s.intentError) : s.genericPaymentError);
    }
  }

  async function paid(paymentIntentId: string): Promise<void> {
    try {
      await createOrder.mutateAsync({
        paymentIntentId,
        customerName: customer.name.trim(),
        customerEmail: customer.email.trim(),
        customerPhone: customer.phone.trim(),
        totalAmount: payment ? centsToString(payment.amountCents) : undefined,
        status: 'paid',
        paymentMethod: 'stripe',
      });
    } catch (err) {
      toast({
        title: s.orderErrorTitle,
        description: err instanceof ApiError ? (err.serverMessage ?? s.orderErrorText) : s.orderErrorText,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: s.successTitle, description: s.successText });
    setPayment(null);
    cart.clear();
    customerDetails.clear();
    onPaid();
  }

  function failed(message: string): void {
    paymentError(message || s.processingError);
  }

  return { items, customer, payment, starting: createIntent.isPending, start, paid, failed, reset: () => setPayment(null) };
}
