import { lazy, Suspense } from 'react';
import { usePaymentsConfig } from '#client/api/get-payments-config.ts';
import { paymentMessages } from '#client/components/payment/payment-strings.ts';
import { TestCardForm } from '#client/components/payment/test-card-form.tsx';
import { useMessages } from '#client/lib/i18n.ts';

const StripePayment = lazy(() => import('#client/components/payment/stripe-payment.tsx'));

export type PaymentFormProps = {
  /** The intent's client secret, from the server's create-payment-intent answer. */
  clientSecret: string;
  /** What the button says will be charged (the server's amount, in cents). */
  amountCents: number;
  /** Where Stripe sends the browser back when a payment method needs a redirect: `localized('/botiga')` or `localized('/campus')`. */
  returnPath: string;
  /** The provider confirmed the payment: report it to the server (which verifies it) with this intent id. */
  onSuccess: (paymentIntentId: string) => void | Promise<void>;
  /** The payment failed; `message` is the provider's (Catalan for the test provider) or 'Error processant el pagament'. */
  onError: (message: string) => void;
};

function Loading() {
  const t = useMessages(paymentMessages);
  return (
    <p role="status" className="py-4 text-sm text-stone-600">
      {t.loading}
    </p>
  );
}

/**
 * The card payment form, a lazy chunk (import it with `lazy(() => import('#client/components/payment/payment-form.tsx'))`).
 * It asks GET /api/payments/config which provider runs: Stripe's Payment Element (tabs layout, redirect only if
 * required) or the offline test card form with its 'Mode de proves' notice.
 */
export function PaymentForm(props: PaymentFormProps) {
  const t = useMessages(paymentMessages);
  const config = usePaymentsConfig();
  if (config.isPending) return <Loading />;
  if (config.error || !config.data) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t.configError}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void config.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (config.data.provider === 'test' || !config.data.publishableKey) return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Loading />}>
      <StripePayment publishableKey={config.data.publishableKey} {...props} />
    </Suspense>
  );
}

export default PaymentForm;
