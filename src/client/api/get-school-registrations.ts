import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';

export const schoolRegistrationsQueryKey = ['admin', 'school-registrations'] as const;
export const schoolRegistrationsCsvUrl = '/api/school-registrations/export.csv';

/** GET /api/school-registrations (admin): every stored field, consents with their times. */
export function getSchoolRegistrations(): Promise<SchoolRegistration[]> {
  return getJson<SchoolRegistration[]>('/api/school-registrations');
}

export function getSchoolRegistrationsQueryOptions() {
  return queryOptions({ queryKey: schoolRegistrationsQueryKey, queryFn: getSchoolRegistrations, staleTime: 0 });
}

export function useSchoolRegistrations() {
  return useQuery(getSchoolRegistrationsQueryOptions());
}
