import { useMutation } from '@tanstack/react-query';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist/leave {token}: the family leaves the list from its e-mailed link. */
export const leaveWaitlist = (token: string) => callEndpoint(waitlistEndpoints.leave, { body: { token } });

export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist });
