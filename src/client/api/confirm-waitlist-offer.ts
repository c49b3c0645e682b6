import { campusQueryKey } from '#client/api/get-campus.ts';
import { waitlistOfferQueryKey } from '#client/api/get-waitlist-offer.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist/offer/confirm {token, paymentIntentId}: the card payment done, the server checks it and signs up. */
export const confirmWaitlistOffer = (input: { token: string; paymentIntentId: string }) =>
  callEndpoint(waitlistEndpoints.confirm, { body: input });

export const useConfirmWaitlistOffer = () => useInvalidatingMutation(confirmWaitlistOffer, [waitlistOfferQueryKey, campusQueryKey]);
