import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { useEndpointTablePage } from '#client/lib/queries.ts';
import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import { type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/club-registrations (decision 158): one page of a season's table, DNI and IBAN masked. */
export const useAdminClubRegistrations = (query: TableQuery, seasonId: number | undefined) =>
  useEndpointTablePage(
    clubRegistrationsQueryKey,
    clubRegistrationsAdminEndpoints.page,
    tableSearchParams(query, { season: seasonId }),
    seasonId !== undefined,
  );
