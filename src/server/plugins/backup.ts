import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nightlyBackup } from '#server/backup/nightly.ts';
import { scheduleNightly } from '#server/plugins/nightly.ts';

/**
 * The nightly backup (decision 185) at BACKUP_TIME in Europe/Madrid. Off in tests unless a test asks (`enabled`).
 */
export const backupPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    if (!opts.enabled) return;
    scheduleNightly(app, {
      time: app.config.backup.time,
      name: 'nightly backup',
      // A run started at or after its scheduled time counts for that night (a shared folder's second instance skips).
      run: (at) => nightlyBackup(app, new Date(at.getTime() - 60_000)),
    });
  },
  { name: 'backup', dependencies: ['database'] },
);
