import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { Role } from '#shared/permissions.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/admin/users/{id}: a volunteer's new role, from their next request (409 for one's own or the last admin). */
export function updateUserRole({ id, role }: { id: number; role: Role }): Promise<void> {
  return callEndpoint(usersAdminEndpoints.changeRole, { params: { id }, body: { role } });
}

export function useUpdateUserRole() {
  return useInvalidatingMutation(updateUserRole, [adminUsersQueryKey]);
}
