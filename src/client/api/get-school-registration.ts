import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { useRecordQuery } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';

/** GET /api/school-registrations/{id} (admin): one registration in full, with its processed mark (the detail view shows DNI and IBAN whole). */
export const useSchoolRegistration = (id: number | undefined) =>
  useRecordQuery<SchoolRegistration & ProcessedMark>(schoolRegistrationsQueryKey, `/api/school-registrations/${id}`, id !== undefined);
