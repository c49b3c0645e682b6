import { adminWaitlistQueryKey } from '#client/api/get-admin-campus-waitlist.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/admin/campus-waitlist/{id}/move {direction}: one place up or down among the waiting entries. */
export const moveWaitlistEntry = ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
  callEndpoint(waitlistAdminEndpoints.move, { params: { id }, body: { direction } });

export const useMoveWaitlistEntry = () => useInvalidatingMutation(moveWaitlistEntry, [adminWaitlistQueryKey]);
