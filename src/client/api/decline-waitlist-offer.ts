import { waitlistOfferQueryKey } from '#client/api/get-waitlist-offer.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/campus-waitlist/offer/decline {token}: "No, gràcies", the places go to the next family. */
export const declineWaitlistOffer = (token: string) => sendJson<{ message: string }>('POST', '/api/campus-waitlist/offer/decline', { token });

export const useDeclineWaitlistOffer = () => useInvalidatingMutation(declineWaitlistOffer, [waitlistOfferQueryKey]);
