
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { urlOf } from '#shared/endpoints/endpoint.ts';
import { endpointQuery } from '#client/lib/queries.ts';

export const campusRegistrationsQueryKey = ['admin', 'campus-registrations'] as const;
export const campusRegistrationsCsvUrl = urlOf(campusAdminEndpoints.exportCsv);

/** GET /api/campus-registrations (admin): each sign-up with its member-price check. */
const campusRegistrationsQuery = endpointQuery(campusRegistrationsQueryKey, campusAdminEndpoints.registrations, { staleTime: 0 });
export const getCampusRegistrationsQueryOptions = campusRegistrationsQuery.options;
export const useCampusRegistrations = campusRegistrationsQuery.useQuery;
