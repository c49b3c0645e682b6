import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { useTablePageQuery } from '#client/lib/queries.ts';
import { type RegistrationRow, type TablePage, type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/school-registrations (decision 158): one page of a season's table, DNI and IBAN masked. */
export const useAdminSchoolRegistrations = (query: TableQuery, seasonId: number | undefined) =>
  useTablePageQuery<TablePage<RegistrationRow>>(
    schoolRegistrationsQueryKey,
    `/api/admin/school-registrations${tableSearchParams(query, { season: seasonId })}`,
    seasonId !== undefined,
  );
