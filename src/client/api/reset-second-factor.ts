import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { AccountLinkCreated } from '#shared/schemas/users.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/users/{id}/second-factor-reset (a lost phone, decision 190): the account's second factor, password,
 * sessions and remembered browsers end at once; the answer is the single-use link (48 h, mailed too) that sets a new
 * password and enrols again.
 */
export function resetSecondFactor(id: number): Promise<AccountLinkCreated> {
  return callEndpoint(usersAdminEndpoints.resetSecondFactor, { params: { id } });
}

export function useResetSecondFactor() {
  return useInvalidatingMutation(resetSecondFactor, [adminUsersQueryKey]);
}
