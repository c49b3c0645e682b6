import { useEffect, useRef, useState } from 'react';
import { useConfirmWaitlistOffer } from '#client/api/confirm-waitlist-offer.ts';
import { Outcome } from '#client/features/waitlist/components/outcome.tsx';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import type { PaymentReturn } from '#client/lib/payment-return.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMessages } from '#client/lib/i18n.ts';

/**
 * Back from a card payment that needed a redirect: with the offer's token kept in this tab, the payment is reported
 * (the server checks it); without it (another tab or device) the webhook completes the sign-up and the mail says so.
 */
export function PaymentReturnView({ back, token }: { back: PaymentReturn; token: string | undefined }) {
  const t = useMessages(waitlistPageMessages);
  const confirm$ = useConfirmWaitlistOffer();
  const started = useRef(false);
  const [done, setDone] = useState<'accepted' | 'received' | undefined>(token ? undefined : 'received');
  useEffect(() => {
    if (started.current || !token || back.status === 'failed') return;
    started.current = true;
    confirm$.mutateAsync({ token, paymentIntentId: back.paymentIntentId }).then(
      () => setDone('accepted'),
      () => undefined,
    );
  }, [back, token, confirm$]);
  if (back.status === 'failed') return <Outcome heading={t.paymentErrorTitle} text={t.paymentProcessing} family />;
  if (done === 'accepted') return <Outcome heading={t.acceptedHeading} text={t.acceptedText} tone="done" family />;
  if (done === 'received') return <Outcome heading={t.paidReturnHeading} text={t.paidReturnText} tone="done" family />;
  if (confirm$.error) {
    const message = confirm$.error instanceof ApiError ? confirm$.error.serverMessage : undefined;
    return <Outcome heading={t.errorTitle} text={message ?? t.paymentProcessing} family />;
  }
  return (
    <p role="status" className="py-10 text-center text-stone-700">
      {t.finishing}
    </p>
  );
}
