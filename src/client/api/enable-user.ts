import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/admin/users/{id}/enable: a disabled account may sign in again. */
export function enableUser(id: number): Promise<void> {
  return callEndpoint(usersAdminEndpoints.enable, { params: { id } });
}

export function useEnableUser() {
  return useInvalidatingMutation(enableUser, [adminUsersQueryKey]);
}
