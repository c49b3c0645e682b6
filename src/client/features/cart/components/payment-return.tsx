import type { ReactNode } from 'react';
import { OrderConfirmationPage } from '#client/features/cart/components/order-confirmation.tsx';
import { usePaymentReturn } from '#client/features/cart/hooks/use-payment-return.ts';

/**
 * Stripe's return to /botiga after a payment that needed a redirect (`usePaymentReturn`): the paid order's
 * confirmation replaces `children` (the shop) until the visitor goes back to it (decision 173). A lazy chunk the
 * shop loads only when its address is such a return (decision 200): the shop's first load carries none of the
 * checkout code.
 */
export default function PaymentReturn({ title, children }: { title: string; children: ReactNode }) {
  const returned = usePaymentReturn();
  if (returned.order) return <OrderConfirmationPage title={title} order={returned.order} onLeave={returned.dismiss} />;
  return children;
}
