import { useQuery } from '@tanstack/react-query';
import { waitlistAdminEndpoints } from '#shared/endpoints/waitlist-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** Every campus's list sits under this key: a move, a removal or an offer refreshes the one on screen. */
export const adminWaitlistQueryKey = ['admin', 'campus-waitlist'] as const;

/** GET /api/admin/campus/{id}/waitlist: the campus's waiting list in order (always fresh). */
export const useAdminCampusWaitlist = (campusId: number) =>
  useQuery({
    queryKey: [...adminWaitlistQueryKey, campusId],
    queryFn: () => callEndpoint(waitlistAdminEndpoints.list, { params: { id: campusId } }),
    staleTime: 0,
  });
