import type { Db } from '#server/db/client.ts';
import { ping } from '#server/db/client.ts';
import { backupDir, findLatestBackup } from '#server/backup/latest.ts';
import { type MailQueueDepth, mailQueueDepth } from '#server/features/health/repository.ts';

/** A database that takes longer than this to answer `select 1` is as good as down for a visitor (issue 15 item 7). */
export const databaseDeadlineMs = 2_000;

export type Health =
  | {
      status: 'ok';
      database: 'ok';
      mailQueue: MailQueueDepth;
      lastBackup: { at: string; ageHours: number } | null;
    }
  | { status: 'error'; database: 'unreachable' };

/** Resolves to 'late' when `work` has not settled within `ms`; `work` keeps running (nothing can cancel a query). */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What an uptime monitor needs to know, and nothing about anyone: the database answers, how many mails wait and for
 * how long (an SMTP server that refuses shows as a growing age), and how old the newest nightly backup is.
 */
export async function readHealth(db: Db, dataDir: string, onError: (err: unknown) => void): Promise<Health> {
  let answer: MailQueueDepth | 'late';
  try {
    answer = await withinDeadline(
      (async () => {
        await ping(db);
        return mailQueueDepth(db);
      })(),
      databaseDeadlineMs,
    );
  } catch (err) {
    onError(err);
    return { status: 'error', database: 'unreachable' };
  }
  if (answer === 'late') {
    onError(new Error(`database did not answer within ${databaseDeadlineMs} ms`));
    return { status: 'error', database: 'unreachable' };
  }
  const backup = findLatestBackup(backupDir(dataDir));
  return {
    status: 'ok',
    database: 'ok',
    mailQueue: answer,
    lastBackup: backup
      ? { at: backup.at.toISOString(), ageHours: Math.round(((Date.now() - backup.at.getTime()) / 3_600_000) * 10) / 10 }
      : null,
  };
}
