import { FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { confirmTestPayment } from '#client/api/confirm-test-payment.ts';
import type { PaymentFormProps } from '#client/components/payment/payment-form.tsx';
import { paymentStrings } from '#client/components/payment/payment-strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { formatEuros } from '#shared/money.ts';

type Field = 'cardNumber' | 'expiry' | 'cvc';

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-700';

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
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const result = await confirmTestPayment({ clientSecret, ...values });
      await onSuccess(result.paymentIntentId);
    } catch (err) {
      if (err instanceof ApiError) {
        const fieldErrors = err.fieldErrors ?? {};
        setErrors({
          cardNumber: fieldErrors.cardNumber?.[0],
          expiry: fieldErrors.expiry?.[0],
          cvc: fieldErrors.cvc?.[0],
        });
        onError(err.serverMessage ?? paymentStrings.processingError);
      } else onError(paymentStrings.processingError);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, format: (v: string) => string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          className={inputClass}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: format(e.target.value) }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          required
          {...props}
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">{paymentStrings.testMode}.</strong> {paymentStrings.testModeText}
        </p>
      </div>
      {field(
        'cardNumber',
        paymentStrings.cardNumber,
        { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
        formatCardNumber,
      )}
      <div className="grid grid-cols-2 gap-4">
        {field(
          'expiry',
          paymentStrings.expiry,
          { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: paymentStrings.expiryPlaceholder },
          formatExpiry,
        )}
        {field('cvc', paymentStrings.cvc, { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' }, (v) =>
          v.replace(/\D/g, '').slice(0, 4),
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? paymentStrings.processing : paymentStrings.pay(formatEuros(amountCents))}
      </button>
    </form>
  );
}
