import { jsonQuery } from '#client/lib/queries.ts';
import type { AdminCampusRegistration } from '#shared/schemas/club-members.ts';

export const campusRegistrationsQueryKey = ['admin', 'campus-registrations'] as const;
export const campusRegistrationsCsvUrl = '/api/campus-registrations/export.csv';

/** GET /api/campus-registrations (admin): each sign-up with its member-price check. */
const campusRegistrationsQuery = jsonQuery<AdminCampusRegistration[]>(campusRegistrationsQueryKey, '/api/campus-registrations', { staleTime: 0 });
export const getCampusRegistrationsQueryOptions = campusRegistrationsQuery.options;
export const useCampusRegistrations = campusRegistrationsQuery.useQuery;
