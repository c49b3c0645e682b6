
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const clubMembersQueryKey = ['admin', 'club-members'] as const;

/** GET /api/club-members (admin): the club's member list, by surname. */
const clubMembersQuery = endpointQuery(clubMembersQueryKey, membersEndpoints.list, { staleTime: 0 });
export const getClubMembersQueryOptions = clubMembersQuery.options;
export const useClubMembers = clubMembersQuery.useQuery;
