import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** DELETE /api/admin/users/invitations/{id}: withdraws an invitation; its link stops working at once. */
export function deleteInvitation(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/admin/users/invitations/${id}`);
}

export function useDeleteInvitation() {
  return useInvalidatingMutation(deleteInvitation, [adminUsersQueryKey]);
}
