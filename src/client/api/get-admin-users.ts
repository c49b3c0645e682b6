
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: the volunteers' accounts and the invitations not accepted yet (Usuaris area). */
const adminUsersQuery = endpointQuery(adminUsersQueryKey, usersAdminEndpoints.list, { staleTime: 0 });
export const getAdminUsersQueryOptions = adminUsersQuery.options;
export const useAdminUsers = adminUsersQuery.useQuery;
