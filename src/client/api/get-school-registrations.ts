import { jsonQuery } from '#client/lib/queries.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';

export const schoolRegistrationsQueryKey = ['admin', 'school-registrations'] as const;
export const schoolRegistrationsCsvUrl = '/api/school-registrations/export.csv';

/** GET /api/school-registrations (admin): every stored field, consents with their times. */
const schoolRegistrationsQuery = jsonQuery<SchoolRegistration[]>(schoolRegistrationsQueryKey, '/api/school-registrations', { staleTime: 0 });
export const getSchoolRegistrationsQueryOptions = schoolRegistrationsQuery.options;
export const useSchoolRegistrations = schoolRegistrationsQuery.useQuery;
