import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/users/{id}/disable: the account can no longer sign in and its sessions end at once. */
export function disableUser(id: number): Promise<void> {
  return callEndpoint(usersAdminEndpoints.disable, { params: { id } });
}

export function useDisableUser() {
  return useInvalidatingMutation(disableUser, [adminUsersQueryKey]);
}
