import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { useTablePageQuery } from '#client/lib/queries.ts';
import { type RegistrationRow, type TablePage, type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/club-registrations (decision 158): one page of a season's table, DNI and IBAN masked. */
export const useAdminClubRegistrations = (query: TableQuery, seasonId: number | undefined) =>
  useTablePageQuery<TablePage<RegistrationRow>>(
    clubRegistrationsQueryKey,
    `/api/admin/club-registrations${tableSearchParams(query, { season: seasonId })}`,
    seasonId !== undefined,
  );
