import { jsonQuery } from '#client/lib/queries.ts';
import type { ClubMember } from '#shared/schemas/club-members.ts';

export const clubMembersQueryKey = ['admin', 'club-members'] as const;

/** GET /api/club-members (admin): the club's member list, by surname. */
const clubMembersQuery = jsonQuery<ClubMember[]>(clubMembersQueryKey, '/api/club-members', { staleTime: 0 });
export const getClubMembersQueryOptions = clubMembersQuery.options;
export const useClubMembers = clubMembersQuery.useQuery;
