import { campusQueryKey } from '#client/api/get-campus.ts';
import { waitlistOfferQueryKey } from '#client/api/get-waitlist-offer.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/campus-waitlist/offer/confirm {token, paymentIntentId}: the card payment done, the server checks it and signs up. */
export const confirmWaitlistOffer = (input: { token: string; paymentIntentId: string }) =>
  sendJson<{ status: 'accepted'; registrationIds: number[]; message: string }>('POST', '/api/campus-waitlist/offer/confirm', input);

export const useConfirmWaitlistOffer = () => useInvalidatingMutation(confirmWaitlistOffer, [waitlistOfferQueryKey, campusQueryKey]);
