import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { confirmTestPayment } from '#client/api/confirm-test-payment.ts';
import { Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import type { PaymentFormProps } from '#client/components/payment/payment-form.tsx';
import { paymentMessages } from '#client/components/payment/payment-strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatEuros } from '#shared/money.ts';
import { testCardSchema } from '#shared/schemas/checkout.ts';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

/** Groups the digits by four as the customer types ("4242 4242 …"). */
const formatCardNumber = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1239" → "12/39". */
function formatExpiry(v: string): string {
  const digits = v.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The offline test provider's card form (DESIGN.md "Payments"): no real card data ever leaves for a processor. */
export function TestCardForm({ clientSecret, amountCents, onSuccess, onError }: PaymentFormProps) {
  const t = useMessages(paymentMessages);
  const id = useId();
  const form = useZodForm(testCardSchema, { defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await confirmTestPayment({ clientSecret, ...values });
      await onSuccess(result.paymentIntentId);
    } catch (err) {
      applyServerFieldErrors(err, form.setError, form.names);
      onError((err instanceof ApiError && err.serverMessage) || t.processingError);
    }
  });

  const field = (name: CardField, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, format: (v: string) => string) => {
    const { onChange, ...registration } = form.register(name);
    return (
      <Field id={`${id}-${name}`} label={label} error={form.formState.errors[name]?.message}>
        {(c) => (
          <input
            {...c}
            {...registration}
            className={`${c.className} font-mono`}
            onChange={(e) => {
              e.target.value = format(e.target.value);
              return onChange(e);
            }}
            aria-required
            {...props}
          />
        )}
      </Field>
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">{t.testMode}.</strong> {t.testModeText}
        </p>
      </div>
      {field(
        'cardNumber',
        t.cardNumber,
        { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
        formatCardNumber,
      )}
      <div className="grid grid-cols-2 gap-4">
        {field(
          'expiry',
          t.expiry,
          { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: t.expiryPlaceholder },
          formatExpiry,
        )}
        {field('cvc', t.cvc, { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' }, (v) =>
          v.replace(/\D/g, '').slice(0, 4),
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? t.processing : t.pay({ amount: formatEuros(amountCents, pageLocale) })}
      </button>
    </form>
  );
}
