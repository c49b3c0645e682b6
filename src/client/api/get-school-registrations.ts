import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';
import { urlOf } from '#shared/endpoints/endpoint.ts';

/**
 * GET /api/school-registrations (SPEC §7): the back office reads its pages through /api/admin/school-registrations and one
 * record through /api/school-registrations/{id}; this key is the prefix of them all (a write refreshes every one).
 */
export const schoolRegistrationsQueryKey = ['admin', 'school-registrations'] as const;

/** "Exporta CSV" of one season (every season without one). */
export const schoolRegistrationsCsvUrl = (seasonId?: number) => urlOf(schoolRegistrationsAdminEndpoints.exportCsv, {}, { season: seasonId });
