import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retentionTurn } from '#server/features/retention/run.ts';
import { retentionTime } from '#server/features/retention/schedule.ts';
import { scheduleNightly } from '#server/plugins/nightly.ts';

/**
 * The nightly retention job (issue 15 item 6, decision 191) at BACKUP_TIME + 30 minutes in Europe/Madrid, so the
 * night's backup is taken first (every kind is idempotent: what went is not there any more). Off in tests
 * (`enabled`): they call the job.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    if (!opts.enabled) return;
    scheduleNightly(app, { time: retentionTime(app.config.backup.time), name: 'retention job', run: () => retentionTurn(app) });
  },
  { name: 'retention', dependencies: ['database'] },
);
