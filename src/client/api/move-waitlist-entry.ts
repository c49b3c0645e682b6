import { adminWaitlistQueryKey } from '#client/api/get-admin-campus-waitlist.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** PATCH /api/admin/campus-waitlist/{id}/move {direction}: one place up or down among the waiting entries. */
export const moveWaitlistEntry = ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
  sendJson<unknown>('PATCH', `/api/admin/campus-waitlist/${id}/move`, { direction });

export const useMoveWaitlistEntry = () => useInvalidatingMutation(moveWaitlistEntry, [adminWaitlistQueryKey]);
