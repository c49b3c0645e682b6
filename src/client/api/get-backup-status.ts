import { jsonQuery } from '#client/lib/queries.ts';
import type { BackupStatus } from '#shared/schemas/backup-status.ts';

/** GET /api/admin/backup-status: the newest backup's time and size, for one line of the back office. */
export const backupStatusQuery = jsonQuery<BackupStatus>(['admin', 'backup-status'], '/api/admin/backup-status', { staleTime: 0 });
