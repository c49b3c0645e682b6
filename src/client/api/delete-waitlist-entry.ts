import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { adminWaitlistQueryKey } from '#client/api/get-admin-campus-waitlist.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** DELETE /api/admin/campus-waitlist/{id}: the entry leaves the list (an offered one frees its held places). */
export const deleteWaitlistEntry = (id: number) => sendJson<void>('DELETE', `/api/admin/campus-waitlist/${id}`);

export const useDeleteWaitlistEntry = () =>
  useInvalidatingMutation(deleteWaitlistEntry, [adminWaitlistQueryKey, adminCampusQueryKey, publicCampusQueryKey]);
