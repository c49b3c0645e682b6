import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/admin/users/{id}/disable: the account can no longer sign in and its sessions end at once. */
export function disableUser(id: number): Promise<void> {
  return sendJson<void>('POST', `/api/admin/users/${id}/disable`);
}

export function useDisableUser() {
  return useInvalidatingMutation(disableUser, [adminUsersQueryKey]);
}
