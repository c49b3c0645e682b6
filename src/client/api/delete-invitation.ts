import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** DELETE /api/admin/users/invitations/{id}: withdraws an invitation; its link stops working at once. */
export function deleteInvitation(id: number): Promise<void> {
  return callEndpoint(usersAdminEndpoints.withdrawInvitation, { params: { id } });
}

export function useDeleteInvitation() {
  return useInvalidatingMutation(deleteInvitation, [adminUsersQueryKey]);
}
