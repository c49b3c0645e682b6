import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { AccountLinkCreated, InvitationInput } from '#shared/schemas/users.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/users/invitations: invites a volunteer (409 when the username is taken); the answer carries the
 * link this once, to pass on by hand if the mail does not arrive.
 */
export function createInvitation(data: InvitationInput): Promise<AccountLinkCreated> {
  return callEndpoint(usersAdminEndpoints.invite, { body: data });
}

export function useCreateInvitation() {
  return useInvalidatingMutation(createInvitation, [adminUsersQueryKey]);
}
