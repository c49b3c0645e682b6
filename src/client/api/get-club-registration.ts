import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { useRecordQuery } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';

/** GET /api/club-registrations/{id} (admin): one registration in full, with its processed mark (the detail view shows DNI and IBAN whole). */
export const useClubRegistration = (id: number | undefined) =>
  useRecordQuery<ClubRegistration & ProcessedMark>(clubRegistrationsQueryKey, `/api/club-registrations/${id}`, id !== undefined);
