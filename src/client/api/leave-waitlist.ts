import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';

/** POST /api/campus-waitlist/leave {token}: the family leaves the list from its e-mailed link. */
export const leaveWaitlist = (token: string) => sendJson<{ message: string }>('POST', '/api/campus-waitlist/leave', { token });

export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist });
