import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';

export const clubRegistrationsQueryKey = ['admin', 'club-registrations'] as const;
export const clubRegistrationsCsvUrl = '/api/club-registrations/export.csv';

/** GET /api/club-registrations (admin): every stored field, consents with their times. */
export function getClubRegistrations(): Promise<ClubRegistration[]> {
  return getJson<ClubRegistration[]>('/api/club-registrations');
}

export function getClubRegistrationsQueryOptions() {
  return queryOptions({ queryKey: clubRegistrationsQueryKey, queryFn: getClubRegistrations, staleTime: 0 });
}

export function useClubRegistrations() {
  return useQuery(getClubRegistrationsQueryOptions());
}
