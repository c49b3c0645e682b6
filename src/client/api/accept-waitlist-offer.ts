import { campusQueryKey } from '#client/api/get-campus.ts';
import { waitlistOfferQueryKey } from '#client/api/get-waitlist-offer.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist/offer/accept {token}: a free campus signs up at once; a paid one answers the card payment's intent. */
export const acceptWaitlistOffer = (token: string) => callEndpoint(waitlistEndpoints.accept, { body: { token } });

export const useAcceptWaitlistOffer = () => useInvalidatingMutation(acceptWaitlistOffer, [waitlistOfferQueryKey, campusQueryKey]);
