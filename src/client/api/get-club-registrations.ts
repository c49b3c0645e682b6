import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import { urlOf } from '#shared/endpoints/endpoint.ts';

/**
 * GET /api/club-registrations (SPEC §7): the back office reads its pages through /api/admin/club-registrations and one
 * record through /api/club-registrations/{id}; this key is the prefix of them all (a write refreshes every one).
 */
export const clubRegistrationsQueryKey = ['admin', 'club-registrations'] as const;

/** "Exporta CSV" of one season (every season without one). */
export const clubRegistrationsCsvUrl = (seasonId?: number) => urlOf(clubRegistrationsAdminEndpoints.exportCsv, {}, { season: seasonId });
