import { lazy, Suspense, useState } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { useAcceptWaitlistOffer } from '#client/api/accept-waitlist-offer.ts';
import { useConfirmWaitlistOffer } from '#client/api/confirm-waitlist-offer.ts';
import { useDeclineWaitlistOffer } from '#client/api/decline-waitlist-offer.ts';
import { useWaitlistOffer } from '#client/api/get-waitlist-offer.ts';
import { ConfirmPanel } from '#client/features/waitlist/components/confirm-panel.tsx';
import { OfferDetails } from '#client/features/waitlist/components/offer-details.tsx';
import { Outcome } from '#client/features/waitlist/components/outcome.tsx';
import { primaryButton, secondaryButton } from '#client/features/waitlist/components/page-links.tsx';
import { clearPendingOffer, savePendingOffer } from '#client/features/waitlist/pending-offer.ts';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { localized, pageLocale, useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { formatEuros, toCents } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';

// On a Spanish or French page its texts come with it (decision 200).
const PaymentForm = lazy(withTexts(['payment'], () => import('#client/components/payment/payment-form.tsx')));

type End = 'accepted' | 'declined' | 'expired' | 'gone';
type Step = { kind: 'view' } | { kind: 'decline' } | { kind: 'payment'; clientSecret: string; amountCents: number } | { kind: 'finishing' } | { kind: 'end'; end: End };

/** 410: the offer's time ran out; 409: it was taken back or used; both end the page. */
const endOf = (error: unknown): End | undefined =>
  error instanceof ApiError ? (error.status === 410 ? 'expired' : error.status === 409 ? 'gone' : undefined) : undefined;

/**
 * An offer from its e-mailed link (issue 14 item 1): what it holds (campus, dates, children, amount, deadline),
 * "Accepto la plaça" (free: done; paid: the card form for the total, then the server checks it) and "No, gràcies"
 * (asked again, then the places go to the next family). `declining`: the e-mail's "No, gràcies" link, which opens
 * on the question.
 */
export function OfferView({ token, declining }: { token: string; declining: boolean }) {
  const t = useMessages(waitlistPageMessages);
  const offer = useWaitlistOffer(token);
  const accept$ = useAcceptWaitlistOffer();
  const confirm$ = useConfirmWaitlistOffer();
  const decline$ = useDeclineWaitlistOffer();
  const [step, setStep] = useState<Step>(declining ? { kind: 'decline' } : { kind: 'view' });

  function failed(error: unknown, fallback: Step) {
    const end = endOf(error);
    if (end) {
      setStep({ kind: 'end', end });
      return;
    }
    toast({ title: t.errorTitle, description: (error instanceof ApiError && error.serverMessage) || t.loadError, variant: 'destructive' });
    setStep(fallback);
  }

  async function accept() {
    try {
      const res = await accept$.mutateAsync(token);
      if (res.status === 'accepted') setStep({ kind: 'end', end: 'accepted' });
      else {
        savePendingOffer(res.paymentIntentId, token);
        setStep({ kind: 'payment', clientSecret: res.clientSecret, amountCents: toCents(res.amount) });
      }
    } catch (error) {
      failed(error, { kind: 'view' });
    }
  }

  async function paid(paymentIntentId: string) {
    setStep({ kind: 'finishing' });
    try {
      await confirm$.mutateAsync({ token, paymentIntentId });
      clearPendingOffer();
      setStep({ kind: 'end', end: 'accepted' });
    } catch (error) {
      failed(error, { kind: 'view' });
    }
  }

  async function decline() {
    try {
      await decline$.mutateAsync(token);
      setStep({ kind: 'end', end: 'declined' });
    } catch (error) {
      failed(error, { kind: 'decline' });
    }
  }

  if (step.kind === 'end') return <EndOf end={step.end} />;
  if (offer.isPending) {
    return (
      <p role="status" className="py-10 text-center text-stone-700">
        {t.loading}
      </p>
    );
  }
  if (offer.error) {
    if (offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 400)) {
      return <Outcome heading={t.invalid} text={t.noTokenFamily} family />;
    }
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-medium text-red-800">{t.loadError}</p>
        <button type="button" onClick={() => void offer.refetch()} className="mt-3 font-semibold text-red-900 underline">
          {t.retry}
        </button>
      </div>
    );
  }
  const data = offer.data;
  if (data.state !== 'offered' && step.kind !== 'payment' && step.kind !== 'finishing') return <EndOf end={data.state} />;
  const children = data.children.map((c) => `${c.childName} ${c.childSurname}`).join(', ');

  return (
    <div className="space-y-6">
      <OfferDetails offer={data} />
      {step.kind === 'view' ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButton} disabled={accept$.isPending} onClick={() => void accept()}>
            {accept$.isPending ? t.accepting : t.accept}
          </button>
          <button type="button" className={secondaryButton} disabled={accept$.isPending} onClick={() => setStep({ kind: 'decline' })}>
            {t.decline}
          </button>
        </div>
      ) : null}
      {step.kind === 'decline' ? (
        <ConfirmPanel
          heading={t.declineHeading}
          text={t.declineText}
          confirmLabel={t.declineConfirm}
          busyLabel={t.declining}
          backLabel={t.back}
          pending={decline$.isPending}
          onConfirm={() => void decline()}
          onBack={() => setStep({ kind: 'view' })}
        />
      ) : null}
      {step.kind === 'payment' ? (
        <section aria-labelledby="waitlist-pay" className="space-y-4 rounded-xl border border-stone-200 bg-white p-6">
          <h2 id="waitlist-pay" className="text-lg font-semibold text-stone-900">
            {t.payHeading}
          </h2>
          <p className="text-stone-700">{t.payFor({ children, amount: formatEuros(step.amountCents, pageLocale) })}</p>
          <Suspense fallback={<p role="status">{t.loading}</p>}>
            <PaymentForm
              clientSecret={step.clientSecret}
              amountCents={step.amountCents}
              returnPath={localized(paths.waitlist)}
              onSuccess={(intentId) => paid(intentId)}
              onError={(message) => toast({ title: t.paymentErrorTitle, description: message || t.paymentProcessing, variant: 'destructive' })}
            />
          </Suspense>
        </section>
      ) : null}
      {step.kind === 'finishing' ? (
        <p role="status" className="py-6 text-center text-stone-700">
          {t.finishing}
        </p>
      ) : null}
    </div>
  );
}

/** How an offer ended, said in the page's language (the server's own message is Catalan). */
function EndOf({ end }: { end: End }) {
  const t = useMessages(waitlistPageMessages);
  if (end === 'accepted') return <Outcome heading={t.acceptedHeading} text={t.acceptedText} tone="done" family />;
  if (end === 'declined') return <Outcome heading={t.declinedHeading} text={t.declinedText} />;
  if (end === 'expired') return <Outcome heading={t.expiredHeading} text={t.expiredText} />;
  return <Outcome heading={t.goneHeading} text={t.goneText} />;
}
