import { schoolRegistrationsQueryKey } from '#client/api/get-school-registrations.ts';
import { useRecordQuery } from '#client/lib/queries.ts';
import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';

/** GET /api/school-registrations/{id} (admin): one registration in full, with its processed mark (the detail view shows DNI and IBAN whole). */
export const useSchoolRegistration = (id: number | undefined) =>
  useRecordQuery(schoolRegistrationsQueryKey, schoolRegistrationsAdminEndpoints.one, id);
