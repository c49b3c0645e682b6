import { campusQueryKey } from '#client/api/get-campus.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { WaitlistJoinInput } from '#shared/schemas/campus-waitlist.ts';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist: a full campus's waiting list (409 while it still has free places: sign up instead). */
export const createWaitlistEntry = (input: WaitlistJoinInput) => callEndpoint(waitlistEndpoints.join, { body: input });

// A 409 "places free" means the list changed: the cards' places left refresh too.
export const useCreateWaitlistEntry = () => useInvalidatingMutation(createWaitlistEntry, [campusQueryKey]);
