import type { FastifyInstance } from 'fastify';
import { nextBackupAt } from '#server/backup/nightly.ts';

/**
 * One nightly job of the server (the backup, decision 185; the retention job, decision 191): once the app is ready, a
 * timer (unref'd) for the next `time` ("HH:MM", Europe/Madrid); each run sets the next one. A failure is logged and
 * the next night tries again. Closing the app stops the timer and waits for a run under way.
 */
export function scheduleNightly(app: FastifyInstance, job: { time: string; name: string; run: (at: Date) => Promise<unknown> }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closing = false;
  const schedule = () => {
    if (closing) return;
    const at = nextBackupAt(new Date(), job.time);
    timer = setTimeout(() => {
      running = job
        .run(at)
        .catch((err) => app.log.error({ err }, `${job.name} failed`))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, Math.max(1000, at.getTime() - Date.now()));
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
