import { useMutation } from '@tanstack/react-query';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist/confirm-address {token}: the family confirms its entry's address from the mailed link. */
export const confirmWaitlistAddress = (token: string) => callEndpoint(waitlistEndpoints.confirmAddress, { body: { token } });

export const useConfirmWaitlistAddress = () => useMutation({ mutationFn: confirmWaitlistAddress });
