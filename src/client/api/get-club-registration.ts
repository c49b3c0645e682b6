import { clubRegistrationsQueryKey } from '#client/api/get-club-registrations.ts';
import { useRecordQuery } from '#client/lib/queries.ts';
import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';

/** GET /api/club-registrations/{id} (admin): one registration in full, with its processed mark (the detail view shows DNI and IBAN whole). */
export const useClubRegistration = (id: number | undefined) =>
  useRecordQuery(clubRegistrationsQueryKey, clubRegistrationsAdminEndpoints.one, id);
