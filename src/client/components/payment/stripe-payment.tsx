import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { PaymentFormProps } from '#client/components/payment/payment-form.tsx';
import { paymentMessages } from '#client/components/payment/payment-strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatEuros } from '#shared/money.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

function StripeCheckout({ amountCents, returnPath, onSuccess, onError }: Omit<PaymentFormProps, 'clientSecret'>) {
  const t = useMessages(paymentMessages);
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (error) onError(error.message || t.processingError);
      else if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) {
        await onSuccess(paymentIntent.id);
      } else onError(t.processingError);
    } catch {
      onError(t.processingError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      <p className="flex items-center gap-2 text-xs text-stone-600">
        <Lock className="h-3.5 w-3.5" aria-hidden />
        {t.secure}
      </p>
      <button
        type="submit"
        disabled={!stripe || busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? t.processing : t.pay({ amount: formatEuros(amountCents, pageLocale) })}
      </button>
    </form>
  );
}

/** Stripe's Payment Element (cards and whatever methods the account enables, e.g. Bizum), tabs layout. */
export default function StripePayment({ publishableKey, clientSecret, ...rest }: PaymentFormProps & { publishableKey: string }) {
  return (
    // Stripe has no Catalan locale: Spanish is the closest one it offers to a Catalan page.
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, locale: pageLocale === 'fr' ? 'fr' : 'es', appearance: { theme: 'stripe', variables: { colorPrimary: '#c2410c' } } }}
    >
      <StripeCheckout {...rest} />
    </Elements>
  );
}
