import { jsonQuery } from '#client/lib/queries.ts';
import type { UsersList } from '#shared/schemas/users.ts';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: the volunteers' accounts and the invitations not accepted yet (Usuaris area). */
const adminUsersQuery = jsonQuery<UsersList>(adminUsersQueryKey, '/api/admin/users', { staleTime: 0 });
export const getAdminUsersQueryOptions = adminUsersQuery.options;
export const useAdminUsers = adminUsersQuery.useQuery;
