import { useQuery } from '@tanstack/react-query';
import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { getJson } from '#client/lib/api-client.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';

/** GET /api/club-registrations/{id} (admin): one registration in full, with its processed mark (the detail view shows DNI and IBAN whole). */
export const useClubRegistration = (id: number | undefined) =>
  useQuery({
    queryKey: [...clubRegistrationsQueryKey, 'one', id],
    queryFn: () => getJson<ClubRegistration & ProcessedMark>(`/api/club-registrations/${id}`),
    staleTime: 0,
    enabled: id !== undefined,
  });
