import { useQuery } from '@tanstack/react-query';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** Every offer page's answer sits under this key: accepting or declining refreshes it. */
export const waitlistOfferQueryKey = ['waitlist-offer'] as const;

/**
 * POST /api/campus-waitlist/offer {token}: a read, but the e-mailed link's token goes in the body (never in a URL
 * the server logs). Not retried: a bad or spent token answers the same every time.
 */
export const useWaitlistOffer = (token: string) =>
  useQuery({
    queryKey: [...waitlistOfferQueryKey, token],
    queryFn: () => callEndpoint(waitlistEndpoints.offer, { body: { token } }),
    retry: false,
    staleTime: 0,
  });
