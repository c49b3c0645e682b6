import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupDir, findLatestBackup } from '#server/backup/latest.ts';
import { backupStatusSchema } from '#shared/schemas/backup-status.ts';

/** GET /api/admin/backup-status (guarded): when the newest backup in DATA_DIR/backups was taken and its size. */
export async function backupStatusRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/backup-status', { config: { permission: 'backups.read' }, schema: { response: { 200: backupStatusSchema } } }, () => {
    const latest = findLatestBackup(backupDir(app.config.dataDir));
    return { lastBackup: latest ? { at: latest.at.toISOString(), bytes: latest.bytes } : null };
  });
}
