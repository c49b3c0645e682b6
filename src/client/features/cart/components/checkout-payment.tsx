import { lazy, Suspense } from 'react';
import type { StartedPayment } from '#client/features/cart/hooks/use-checkout.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { localized, useMessages } from '#client/lib/i18n.ts';

const PaymentForm = lazy(() => import('#client/components/payment/payment-form.tsx'));

/** The card form once the intent exists (a lazy chunk: the shop page does not load it before). */
export function CheckoutPayment({
  payment,
  onSuccess,
  onError,
  onChangeOrder,
}: {
  payment: StartedPayment;
  onSuccess: (paymentIntentId: string) => Promise<void>;
  onError: (message: string) => void;
  onChangeOrder: () => void;
}) {
  const s = useMessages(cartMessages);
  return (
    <section aria-label={s.paymentHeading} className="space-y-3">
      <h3 className="text-lg font-bold text-stone-900">{s.paymentHeading}</h3>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-stone-600">
            {s.starting}
          </p>
        }
      >
        <PaymentForm
          clientSecret={payment.clientSecret}
          amountCents={payment.amountCents}
          returnPath={localized('/botiga')}
          onSuccess={onSuccess}
          onError={onError}
        />
      </Suspense>
      <button type="button" className="text-sm font-semibold text-brand-800 underline" onClick={onChangeOrder}>
        {s.changeOrder}
      </button>
    </section>
  );
}
