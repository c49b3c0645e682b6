import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { getJson } from '#client/lib/api-client.ts';
import { type RegistrationRow, type TablePage, type TableQuery, tableSearchParams } from '#shared/schemas/admin-table.ts';

/** GET /api/admin/club-registrations (decision 158): one page of a season's table, DNI and IBAN masked. */
export function useAdminClubRegistrations(query: TableQuery, seasonId: number | undefined) {
  const path = `/api/admin/club-registrations${tableSearchParams(query, { season: seasonId })}`;
  return useQuery({
    queryKey: [...clubRegistrationsQueryKey, 'table', path],
    queryFn: () => getJson<TablePage<RegistrationRow>>(path),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: seasonId !== undefined,
  });
}
