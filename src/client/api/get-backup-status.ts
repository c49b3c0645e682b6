
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { endpointQuery } from '#client/lib/queries.ts';

/** GET /api/admin/backup-status: the newest backup's time and size, for one line of the back office. */
export const backupStatusQuery = endpointQuery(['admin', 'backup-status'], backOfficeEndpoints.backupStatus, { staleTime: 0 });
