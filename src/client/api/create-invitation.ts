import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { AccountLinkCreated, InvitationInput } from '#shared/schemas/users.ts';

/**
 * POST /api/admin/users/invitations: invites a volunteer (409 when the username is taken); the answer carries the
 * link this once, to pass on by hand if the mail does not arrive.
 */
export function createInvitation(data: InvitationInput): Promise<AccountLinkCreated> {
  return sendJson<AccountLinkCreated>('POST', '/api/admin/users/invitations', data);
}

export function useCreateInvitation() {
  return useInvalidatingMutation(createInvitation, [adminUsersQueryKey]);
}
