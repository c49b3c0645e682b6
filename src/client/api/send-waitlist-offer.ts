import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { adminWaitlistQueryKey } from '#client/api/get-admin-campus-waitlist.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/campus-waitlist/{id}/offer: the admin sends this entry an offer now (its places are held). */
export const sendWaitlistOffer = (id: number) => callEndpoint(waitlistAdminEndpoints.offer, { params: { id } });

export const useSendWaitlistOffer = () =>
  useInvalidatingMutation(sendWaitlistOffer, [adminWaitlistQueryKey, adminCampusQueryKey, publicCampusQueryKey]);
