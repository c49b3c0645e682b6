import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import type { Membership, MembershipReviewInput } from '#shared/schemas/club-members.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

type Reviewed = Pick<Membership, 'review' | 'reviewedAt' | 'reviewedBy'>;

/** PATCH /api/campus-registrations/{id}/membership: "verificat" or "cal reclamar la diferència", or neither (null). */
export function updateCampusRegistrationMembership({ id, data }: { id: number; data: MembershipReviewInput }): Promise<Reviewed> {
  return callEndpoint(membersEndpoints.reviewMembership, { params: { id }, body: data });
}

export function useUpdateCampusRegistrationMembership() {
  return useInvalidatingMutation(updateCampusRegistrationMembership, [campusRegistrationsQueryKey]);
}
