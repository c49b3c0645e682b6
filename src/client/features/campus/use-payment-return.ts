import { useEffect, useRef } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { useCreateCampusRegistration } from '#client/api/create-campus-registration.ts';
import { takePendingSignUp } from '#client/features/campus/pending-sign-up.ts';
import { campusMessages } from '#client/features/campus/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { readPaymentReturn } from '#client/lib/payment-return.ts';
import { toast } from '#client/lib/toast.ts';

const formTexts = withTexts(['forms'], async () => undefined);

/**
 * Back from a payment that needed a redirect (Stripe returns to /campus?payment_intent=…&redirect_status=…):
 * report it with the details kept in this tab, then clean the address. Without them (another tab or device) the
 * webhook completes the sign-up and the family gets the e-mail anyway.
 */
export function usePaymentReturn(): void {
  const handled = useRef(false);
  const mutation = useCreateCampusRegistration();
  useEffect(() => {
    if (handled.current) return;
    const s = campusMessages.get();
    const back = readPaymentReturn(window.location.search);
    if (!back) return;
    const intentId = back.paymentIntentId;
    handled.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (back.status === 'failed') {
      takePendingSignUp(intentId);
      toast({ title: s.paymentErrorTitle, description: s.paymentProcessing, variant: 'destructive' });
      return;
    }
    const signUp = takePendingSignUp(intentId);
    if (!signUp) {
      toast({ title: s.paidReturn, description: s.paidReturnText });
      return;
    }
    mutation
      .mutateAsync({ ...signUp, paymentMethod: 'stripe', status: 'paid', paymentIntentId: intentId })
      .then(() => toast({ title: s.success, description: s.successText }))
      .catch(async (error: unknown) => {
        // The server's message in the page's language: the forms' texts are not loaded with the page (decision 200).
        await formTexts().catch(() => undefined);
        toast({
          title: s.registrationError,
          description: (error instanceof ApiError && error.serverMessage) || s.paymentGeneric,
          variant: 'destructive',
        });
      });
  }, [mutation]);
}
