import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useCreateCampusPaymentIntent } from '#client/api/create-campus-payment-intent.ts';
import { useCreateCampusRegistration } from '#client/api/create-campus-registration.ts';
import { type ControlProps, Field } from '#client/components/form/field.tsx';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { clearPendingSignUp, savePendingSignUp } from '#client/features/campus/pending-sign-up.ts';
import { campusSignUpMessages } from '#client/features/campus/sign-up-strings.ts';
import { campusMessages } from '#client/features/campus/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useDialogFocus } from '#client/lib/dialog-focus.ts';
import { localized, pageLocale, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { centsToString, formatEuros, toCents } from '#shared/money.ts';
import { type Campus, campusPriceCents } from '#shared/schemas/campus.ts';
import { campusSignUpSchema } from '#shared/schemas/campus-registration.ts';
import { ageRangeMessage, isAgeInRange } from '#shared/validation/age.ts';

const PaymentForm = lazy(() => import('#client/components/payment/payment-form.tsx'));

/** The modal's schema: the shared one, plus the campus's age range checked here too (the server checks it again). */
function schemaFor(campus: Campus) {
  return campusSignUpSchema.superRefine((v, ctx) => {
    if (!isAgeInRange(v.birthDate, campus.startDate, campus.ageMin, campus.ageMax)) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: ageRangeMessage(campus.ageMin, campus.ageMax) });
    }
  });
}

type Input = z.input<typeof campusSignUpSchema>;
type Output = z.output<typeof campusSignUpSchema>;
type Step = { kind: 'form' } | { kind: 'payment'; clientSecret: string; amountCents: number; values: Output } | { kind: 'finishing' };

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** 'Inscriure's' (SPEC §4): the child's and parent's details, then either a free sign-up or the card payment. */
export default function SignUpDialog({ campus, open, onOpenChange }: { campus: Campus; open: boolean; onOpenChange: (open: boolean) => void }) {
  const s = useMessages(campusMessages);
  const f = useMessages(campusSignUpMessages);
  const id = useId();
  const focus = useDialogFocus();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // The intent made for these exact details: going back to fix nothing and continuing reuses it (and its place).
  const [lastIntent, setLastIntent] = useState<{ key: string; clientSecret: string; amountCents: number } | undefined>();
  const register$ = useCreateCampusRegistration();
  const intent$ = useCreateCampusPaymentIntent();
  const empty: Input = { campusId: campus.id, childName: '', childSurname: '', birthDate: '', parentEmail: '', parentPhone: '', isClubMember: false };
  const schema = useMemo(() => schemaFor(campus), [campus]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    names,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: empty });

  const priceCents = campusPriceCents(campus, Boolean(watch('isClubMember')));
  const priceText = priceCents === 0 ? s.free : formatEuros(priceCents, pageLocale);

  function finish() {
    clearPendingSignUp();
    toast({ title: s.success, description: s.successText });
    reset(empty);
    setLastIntent(undefined);
    setStep({ kind: 'form' });
    onOpenChange(false);
  }

  // The fields the family sees (the campus id is not one of them).
  const placeFieldErrors = (error: unknown) => applyServerFieldErrors(error, setError, names.filter((n) => n !== 'campusId'));

  const onSubmit = handleSubmit(async (values) => {
    if (priceCents === 0) {
      try {
        await register$.mutateAsync(values);
        finish();
      } catch (error) {
        const placed = placeFieldErrors(error);
        toast({ title: s.registrationError, description: placed ? s.fixFields : (serverMessage(error) ?? s.genericError), variant: 'destructive' });
      }
      return;
    }
    const key = JSON.stringify(values);
    if (lastIntent?.key === key) {
      setStep({ kind: 'payment', clientSecret: lastIntent.clientSecret, amountCents: lastIntent.amountCents, values });
      return;
    }
    try {
      const res = await intent$.mutateAsync({ amount: centsToString(priceCents), campusName: campus.name, registrationData: values });
      if (!res.success || !res.clientSecret) {
        toast({ title: s.paymentErrorTitle, description: s.intentNotCreated, variant: 'destructive' });
        return;
      }
      savePendingSignUp(res.paymentIntentId, values);
      setLastIntent({ key, clientSecret: res.clientSecret, amountCents: toCents(res.amount) });
      setStep({ kind: 'payment', clientSecret: res.clientSecret, amountCents: toCents(res.amount), values });
    } catch (error) {
      const placed = placeFieldErrors(error);
      toast({ title: s.paymentErrorTitle, description: placed ? s.fixFields : (serverMessage(error) ?? s.intentError), variant: 'destructive' });
    }
  });

  async function onPaid(paymentIntentId: string, values: Output) {
    setStep({ kind: 'finishing' });
    try {
      await register$.mutateAsync({ ...values, paymentMethod: 'stripe', status: 'paid', paymentIntentId });
      finish();
    } catch (error) {
      toast({ title: s.registrationError, description: serverMessage(error) ?? s.paymentGeneric, variant: 'destructive' });
      setStep({ kind: 'form' });
    }
  }

  const field = (name: keyof Input, label: string, control: (props: ControlProps) => ReactNode, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} required hint={hint} error={errors[name]?.message}>
      {control}
    </Field>
  );

  const busy = register$.isPending || intent$.isPending;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setStep({ kind: 'form' });
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          {...focus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-stone-900">{f.title({ name: campus.name })}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-stone-700 hover:bg-stone-100" aria-label={f.close}>
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-stone-600">{f.description}</Dialog.Description>

          {step.kind === 'form' ? (
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              <p className="text-xs text-stone-600">{f.requiredNote}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {field('childName', f.childName, (c) => <input {...c} {...register('childName')} autoComplete="off" />)}
                {field('childSurname', f.childSurname, (c) => <input {...c} {...register('childSurname')} autoComplete="off" />)}
              </div>
              {field('birthDate', f.birthDate, (c) => <input {...c} {...register('birthDate')} type="date" max={todayInMadrid()} />)}
              {field('parentEmail', f.parentEmail, (c) => <input {...c} {...register('parentEmail')} type="email" autoComplete="email" />)}
              {field(
                'parentPhone',
                f.parentPhone,
                (c) => <input {...c} {...register('parentPhone')} type="tel" autoComplete="tel" />,
                f.phoneHint,
              )}
              <label className="flex items-center gap-3 text-stone-800">
                <input type="checkbox" {...register('isClubMember')} className="h-4 w-4 accent-brand-700" />
                {f.isClubMember}
              </label>
              <p className="rounded-lg bg-stone-50 p-3 text-stone-900" aria-live="polite">
                {f.price} <strong>{priceText}</strong>
              </p>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
              >
                {busy ? (priceCents === 0 ? f.sending : f.preparing) : priceCents === 0 ? f.submitFree : f.submitPaid}
              </button>
            </form>
          ) : null}

          {step.kind === 'payment' ? (
            <div className="space-y-4">
              <h3 className="text-lg font-semibold text-stone-900">{f.payHeading}</h3>
              <p className="text-stone-700">
                {f.payFor({ child: `${step.values.childName} ${step.values.childSurname}`, amount: formatEuros(step.amountCents, pageLocale) })}
              </p>
              <Suspense fallback={<p role="status">{f.preparing}</p>}>
                <PaymentForm
                  clientSecret={step.clientSecret}
                  amountCents={step.amountCents}
                  returnPath={localized('/campus')}
                  onSuccess={(intentId) => onPaid(intentId, step.values)}
                  onError={(message) =>
                    toast({ title: s.paymentErrorTitle, description: message || s.paymentProcessing, variant: 'destructive' })
                  }
                />
              </Suspense>
              <button type="button" className="text-sm font-semibold text-brand-800 underline" onClick={() => setStep({ kind: 'form' })}>
                {f.back}
              </button>
            </div>
          ) : null}

          {step.kind === 'finishing' ? (
            <p role="status" className="py-6 text-center text-stone-700">
              {f.finishing}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
