import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupDir, findLatestBackup } from '#server/backup/latest.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { backOfficeResponses } from '#shared/endpoints/back-office-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** GET /api/admin/backup-status (guarded): when the newest backup in DATA_DIR/backups was taken and its size. */
export async function backupStatusRoutes(app: FastifyInstance) {
  route(app.withTypeProvider<ZodTypeProvider>(), backOfficeEndpoints.backupStatus, { config: { permission: 'backups.read' }, schema: { response: { 200: backOfficeResponses.backupStatus } } }, () => {
    const latest = findLatestBackup(backupDir(app.config.dataDir));
    return { lastBackup: latest ? { at: latest.at.toISOString(), bytes: latest.bytes } : null };
  });
}
