import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { CampusRegistration } from '#shared/schemas/campus-registration.ts';

export const campusRegistrationsQueryKey = ['admin', 'campus-registrations'] as const;
export const campusRegistrationsCsvUrl = '/api/campus-registrations/export.csv';

/** GET /api/campus-registrations (admin). */
export function getCampusRegistrations(): Promise<CampusRegistration[]> {
  return getJson<CampusRegistration[]>('/api/campus-registrations');
}

export function getCampusRegistrationsQueryOptions() {
  return queryOptions({ queryKey: campusRegistrationsQueryKey, queryFn: getCampusRegistrations, staleTime: 0 });
}

export function useCampusRegistrations() {
  return useQuery(getCampusRegistrationsQueryOptions());
}
