import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { adminWaitlistQueryKey } from '#client/api/get-admin-campus-waitlist.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/admin/campus-waitlist/{id}/offer: the admin sends this entry an offer now (its places are held). */
export const sendWaitlistOffer = (id: number) => sendJson<unknown>('POST', `/api/admin/campus-waitlist/${id}/offer`);

export const useSendWaitlistOffer = () =>
  useInvalidatingMutation(sendWaitlistOffer, [adminWaitlistQueryKey, adminCampusQueryKey, publicCampusQueryKey]);
