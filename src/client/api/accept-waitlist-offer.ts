import { campusQueryKey } from '#client/api/get-campus.ts';
import { waitlistOfferQueryKey } from '#client/api/get-waitlist-offer.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { WaitlistAcceptResponse } from '#shared/schemas/campus-waitlist.ts';

/** POST /api/campus-waitlist/offer/accept {token}: a free campus signs up at once; a paid one answers the card payment's intent. */
export const acceptWaitlistOffer = (token: string) => sendJson<WaitlistAcceptResponse>('POST', '/api/campus-waitlist/offer/accept', { token });

export const useAcceptWaitlistOffer = () => useInvalidatingMutation(acceptWaitlistOffer, [waitlistOfferQueryKey, campusQueryKey]);
