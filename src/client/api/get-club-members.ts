import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { ClubMember } from '#shared/schemas/club-members.ts';

export const clubMembersQueryKey = ['admin', 'club-members'] as const;

/** GET /api/club-members (admin): the club's member list, by surname. */
export function getClubMembers(): Promise<ClubMember[]> {
  return getJson<ClubMember[]>('/api/club-members');
}

export function getClubMembersQueryOptions() {
  return queryOptions({ queryKey: clubMembersQueryKey, queryFn: getClubMembers, staleTime: 0 });
}

export function useClubMembers(enabled = true) {
  return useQuery({ ...getClubMembersQueryOptions(), enabled });
}
