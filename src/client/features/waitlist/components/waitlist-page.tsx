import { useEffect, useState } from 'react';
import { ConfirmAddressView } from '#client/features/waitlist/components/confirm-address-view.tsx';
import { LeaveView } from '#client/features/waitlist/components/leave-view.tsx';
import { OfferView } from '#client/features/waitlist/components/offer-view.tsx';
import { PageLinks } from '#client/features/waitlist/components/page-links.tsx';
import { PaymentReturnView } from '#client/features/waitlist/components/payment-return-view.tsx';
import { takePendingOffer } from '#client/features/waitlist/pending-offer.ts';
import { waitlistPageMessages } from '#client/features/waitlist/strings.ts';
import { useLinkToken } from '#client/features/waitlist/use-link-token.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { type PaymentReturn, readPaymentReturn } from '#client/lib/payment-return.ts';

type Returned = { back: PaymentReturn; token: string | undefined } | null;
let returned: Returned | undefined;

/**
 * Stripe's return after a redirect, read once per page load (the address is cleaned and the kept token taken, so a
 * second render must not read again), with the offer's token kept for its intent.
 */
function readReturnOnce(): Returned {
  if (returned !== undefined) return returned;
  const found = typeof location === 'undefined' ? null : readPaymentReturn(location.search);
  returned = found ? { back: found, token: takePendingOffer(found.paymentIntentId) } : null;
  if (found) history.replaceState(history.state, '', location.pathname);
  return returned;
}

/** /llista-espera: what the e-mailed link asks (confirming, the offer, its decline, leaving the list), or how to get here. */
export function WaitlistPage() {
  const t = useMessages(waitlistPageMessages);
  const action = useLinkToken();
  const [paid] = useState(readReturnOnce);
  // Read: a later visit to this page in the same tab is not that return again.
  useEffect(
    () => () => {
      returned = null;
    },
    [],
  );
  if (paid) return <PaymentReturnView back={paid.back} token={paid.token} />;
  if (action?.kind === 'leave') return <LeaveView token={action.token} />;
  if (action?.kind === 'confirm') return <ConfirmAddressView token={action.token} />;
  if (action) return <OfferView token={action.token} declining={action.kind === 'decline'} />;
  return (
    <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <p className="text-stone-800">{t.noTokenText}</p>
      <p className="text-stone-800">{t.noTokenFamily}</p>
      <PageLinks family />
    </section>
  );
}
