import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { AdminCampusRegistration } from '#shared/schemas/club-members.ts';

export const campusRegistrationsQueryKey = ['admin', 'campus-registrations'] as const;
export const campusRegistrationsCsvUrl = '/api/campus-registrations/export.csv';

/** GET /api/campus-registrations (admin): each sign-up with its member-price check. */
export function getCampusRegistrations(): Promise<AdminCampusRegistration[]> {
  return getJson<AdminCampusRegistration[]>('/api/campus-registrations');
}

export function getCampusRegistrationsQueryOptions() {
  return queryOptions({ queryKey: campusRegistrationsQueryKey, queryFn: getCampusRegistrations, staleTime: 0 });
}

export function useCampusRegistrations() {
  return useQuery(getCampusRegistrationsQueryOptions());
}
