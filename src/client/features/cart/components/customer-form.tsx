import { type ReactNode, useEffect, useId } from 'react';
import { Field } from '#client/components/form/field.tsx';
import { primaryButtonClass } from '#client/components/form/styles.ts';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { customerDetails } from '#client/features/cart/customer-store.ts';
import type { Checkout } from '#client/features/cart/hooks/use-checkout.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { customerSchema } from '#shared/schemas/checkout.ts';

type Props = {
  checkout: Checkout;
  /** The pay button's text while idle. */
  submitLabel: string;
  /** Shown under the pay button (the panel's link to /checkout). */
  children?: ReactNode;
};

/**
 * Name, e-mail and phone, checked with the shared schema (a plausible e-mail, a real phone number) under each field
 * before any payment intent is asked for (issue 13); SPEC's 'Dades incompletes' toast when one is missing. Checked
 * on the pay button, then again as each field changes (not on leaving a field: an error appearing then would move
 * the pay button away from the click that left the field). The
 * details are kept in the customer store, so the panel and /checkout share them. Once the card form is shown, the
 * fields are locked and the pay button gives way to it.
 */
export function CustomerForm({ checkout, submitLabel, children }: Props) {
  const s = useMessages(cartMessages);
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    watch,
    names,
    formState: { errors },
  } = useZodForm(customerSchema, { defaultValues: customerDetails.get() });

  useEffect(() => {
    const subscription = watch((v) => customerDetails.set({ name: v.name ?? '', email: v.email ?? '', phone: v.phone ?? '' }));
    return () => subscription.unsubscribe();
  }, [watch]);

  const locked = checkout.payment !== null;
  const submit = handleSubmit(
    (values) => checkout.start(values, (error) => applyServerFieldErrors(error, setError, names, { prefix: 'customer.' })),
    () => {
      const v = getValues();
      if (!v.name.trim() || !v.email.trim() || !v.phone.trim()) {
        toast({ title: s.incompleteTitle, description: s.incompleteText, variant: 'destructive' });
      }
    },
  );

  const field = (name: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <Field id={`${id}-${name}`} label={label} required error={errors[name]?.message}>
      {(c) => <input {...c} {...register(name)} type={type} autoComplete={autoComplete} disabled={locked} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">{s.customerHeading}</legend>
        <p className="text-sm text-stone-600">{s.requiredHint}</p>
        {field('name', s.customerName, 'text', 'name')}
        {field('email', s.customerEmail, 'email', 'email')}
        {field('phone', s.customerPhone, 'tel', 'tel')}
      </fieldset>
      {locked ? null : (
        <div className="space-y-3 pt-2">
          <button
            type="submit"
            disabled={checkout.starting}
            className={primaryButtonClass}
          >
            {checkout.starting ? s.starting : submitLabel}
          </button>
          {children}
        </div>
      )}
    </form>
  );
}
