import { useQuery } from '@tanstack/react-query';
import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { getJson } from '#client/lib/api-client.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';

/** GET /api/school-registrations/{id} (admin): one registration in full, with its processed mark (the detail view shows DNI and IBAN whole). */
export const useSchoolRegistration = (id: number | undefined) =>
  useQuery({
    queryKey: [...schoolRegistrationsQueryKey, 'one', id],
    queryFn: () => getJson<SchoolRegistration & ProcessedMark>(`/api/school-registrations/${id}`),
    staleTime: 0,
    enabled: id !== undefined,
  });
