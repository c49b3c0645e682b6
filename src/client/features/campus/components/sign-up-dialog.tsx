import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useCreateCampusPaymentIntent } from '#client/api/create-campus-payment-intent.ts';
import { useCreateCampusRegistration } from '#client/api/create-campus-registration.ts';
import { applyServerFieldErrors } from '#client/components/form/server-errors.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { CampusDialog } from '#client/features/campus/components/campus-dialog.tsx';
import { ChildParentFields } from '#client/features/campus/components/child-parent-fields.tsx';
import { isServerAnswer } from '#client/features/campus/server-message.ts';
import { clearPendingSignUp, savePendingSignUp } from '#client/features/campus/pending-sign-up.ts';
import { campusSignUpMessages } from '#client/features/campus/sign-up-strings.ts';
import { campusMessages } from '#client/features/campus/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { localized, pageLocale, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { centsToString, formatEuros, toCents } from '#shared/money.ts';
import { type Campus, campusPriceCents } from '#shared/schemas/campus.ts';
import { campusSignUpMessages as campusSignUpErrors, campusSignUpSchema } from '#shared/schemas/campus-registration.ts';
import { ageRangeMessage, isAgeInRange } from '#shared/validation/age.ts';
import { codedIssue } from '#shared/zod-setup.ts';

const PaymentForm = lazy(() => import('#client/components/payment/payment-form.tsx'));

/** The modal's schema: the shared one, plus the campus's age range checked here too (the server checks it again). */
function schemaFor(campus: Campus) {
  return campusSignUpSchema.superRefine((v, ctx) => {
    if (!isAgeInRange(v.birthDate, campus.startDate, campus.ageMin, campus.ageMax)) {
      ctx.addIssue(codedIssue(ageRangeMessage(campus.ageMin, campus.ageMax), { path: ['birthDate'] }));
    }
  });
}

type Input = z.input<typeof campusSignUpSchema>;
/** What a family typed elsewhere (the waiting list's form, when the campus had a free place after all). */
export type SignUpStart = Pick<Input, 'childName' | 'childSurname' | 'birthDate' | 'parentEmail' | 'parentPhone' | 'isClubMember'>;
type Output = z.output<typeof campusSignUpSchema>;
type Step = { kind: 'form' } | { kind: 'payment'; clientSecret: string; amountCents: number; values: Output } | { kind: 'finishing' };

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** 'Inscriure's' (SPEC §4): the child's and parent's details, then either a free sign-up or the card payment. */
export default function SignUpDialog({
  campus,
  open,
  onOpenChange,
  start,
  onFull,
}: {
  campus: Campus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start?: SignUpStart | undefined;
  /** The last place went while the family typed (409 'Campus complet'): offer the waiting list with what it typed. */
  onFull?: ((start: SignUpStart) => void) | undefined;
}) {
  const s = useMessages(campusMessages);
  const f = useMessages(campusSignUpMessages);
  const id = useId();
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
  } = useZodForm(schema, { defaultValues: start ? { ...empty, ...start } : empty });

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

  // Full now: the waiting list, with the same child and parent (nobody is turned away without a place in line).
  const toWaitlist = (error: unknown, values: Output) => {
    if (!onFull || !isServerAnswer(error, 409, campusSignUpErrors.full)) return false;
    const { childName, childSurname, birthDate, parentEmail, parentPhone, isClubMember } = values;
    toast({ title: serverMessage(error) ?? s.genericError });
    onFull({ childName, childSurname, birthDate, parentEmail, parentPhone, isClubMember });
    return true;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (priceCents === 0) {
      try {
        await register$.mutateAsync(values);
        finish();
      } catch (error) {
        if (toWaitlist(error, values)) return;
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
      if (toWaitlist(error, values)) return;
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

  const busy = register$.isPending || intent$.isPending;

  return (
    <CampusDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setStep({ kind: 'form' });
        }
        onOpenChange(next);
      }}
      title={f.title({ name: campus.name })}
      description={f.description}
    >
      {step.kind === 'form' ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-xs text-stone-600">{f.requiredNote}</p>
          <ChildParentFields id={id} reg={(name) => register(name)} errors={errors} />
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
    </CampusDialog>
  );
}
