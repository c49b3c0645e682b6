import { adminUsersQueryKey } from '#client/api/get-admin-users.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';

/** POST /api/admin/users/{id}/enable: a disabled account may sign in again. */
export function enableUser(id: number): Promise<void> {
  return sendJson<void>('POST', `/api/admin/users/${id}/enable`);
}

export function useEnableUser() {
  return useInvalidatingMutation(enableUser, [adminUsersQueryKey]);
}
