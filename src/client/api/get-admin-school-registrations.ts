import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { useEndpointTablePage } from '#client/lib/queries.ts';
import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';
import { type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/school-registrations (decision 158): one page of a season's table, DNI and IBAN masked. */
export const useAdminSchoolRegistrations = (query: TableQuery, seasonId: number | undefined) =>
  useEndpointTablePage(
    schoolRegistrationsQueryKey,
    schoolRegistrationsAdminEndpoints.page,
    tableSearchParams(query, { season: seasonId }),
    seasonId !== undefined,
  );
