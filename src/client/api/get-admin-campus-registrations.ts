import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { useEndpointTablePage } from '#client/lib/queries.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { type ProcessedMark, type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';
import type { AdminCampusRegistration } from '#shared/schemas/club-members.ts';

export type CampusRegistrationRow = AdminCampusRegistration & ProcessedMark;

/** GET /api/admin/campus-registrations (decision 158): one page of the sign-ups, of one campus or all. */
export const useAdminCampusRegistrations = (query: TableQuery, campusId: number | undefined) =>
  useEndpointTablePage(campusRegistrationsQueryKey, campusAdminEndpoints.registrationsPage, tableSearchParams(query, { campus: campusId }));
