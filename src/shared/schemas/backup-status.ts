import { z } from 'zod';

/** GET /api/admin/backup-status: the newest backup's time (ISO) and size in bytes, or null when there is none. */
export const backupStatusSchema = z.object({
  lastBackup: z.object({ at: z.string(), bytes: z.number().int().nonnegative() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
