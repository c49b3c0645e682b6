import { useMutation } from '@tanstack/react-query';
import type { AccountLinkCreated } from '#shared/schemas/users.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/users/{id}/password-link: a single-use link (48 h) to choose a new password, mailed to the account's
 * address and answered this once; an earlier link of the account stops working.
 */
export function createPasswordLink(id: number): Promise<AccountLinkCreated> {
  return callEndpoint(usersAdminEndpoints.passwordLink, { params: { id } });
}

export const useCreatePasswordLink = () => useMutation({ mutationFn: createPasswordLink });
