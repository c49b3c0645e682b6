import { jsonQuery } from '#client/lib/queries.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';

export const clubRegistrationsQueryKey = ['admin', 'club-registrations'] as const;
export const clubRegistrationsCsvUrl = '/api/club-registrations/export.csv';

/** GET /api/club-registrations (admin): every stored field, consents with their times. */
const clubRegistrationsQuery = jsonQuery<ClubRegistration[]>(clubRegistrationsQueryKey, '/api/club-registrations', { staleTime: 0 });
export const getClubRegistrationsQueryOptions = clubRegistrationsQuery.options;
export const useClubRegistrations = clubRegistrationsQuery.useQuery;
