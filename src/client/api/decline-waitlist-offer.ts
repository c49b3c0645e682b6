import { waitlistOfferQueryKey } from '#client/api/get-waitlist-offer.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist/offer/decline {token}: "No, gràcies", the places go to the next family. */
export const declineWaitlistOffer = (token: string) => callEndpoint(waitlistEndpoints.decline, { body: { token } });

export const useDeclineWaitlistOffer = () => useInvalidatingMutation(declineWaitlistOffer, [waitlistOfferQueryKey]);
