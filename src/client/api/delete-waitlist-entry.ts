import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { adminWaitlistQueryKey } from '#client/api/get-admin-campus-waitlist.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/admin/campus-waitlist/{id}: the entry leaves the list (an offered one frees its held places). */
export const deleteWaitlistEntry = (id: number) => callEndpoint(waitlistAdminEndpoints.remove, { params: { id } });

export const useDeleteWaitlistEntry = () =>
  useInvalidatingMutation(deleteWaitlistEntry, [adminWaitlistQueryKey, adminCampusQueryKey, publicCampusQueryKey]);
