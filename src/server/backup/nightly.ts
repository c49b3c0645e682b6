import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { withSessionTryLock } from '#server/db/locks.ts';
import { writeBackup } from '#server/backup/dump.ts';
import { backupKeysOf } from '#server/backup/keys.ts';
import { backupDir, backupFilePattern, findLatestBackup } from '#server/backup/latest.ts';

/** The nightly backup's time zone: BACKUP_TIME is the club's wall-clock time, summer and winter. */
export const backupTimeZone = 'Europe/Madrid';

/** One wall-clock formatter per zone, made once (a formatter holds ICU objects outside V8's heap: decision 186). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string): Intl.DateTimeFormat {
  let f = wallClocks.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, f);
  }
  return f;
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in ms. */
function zoneOffsetMs(at: Date, zone: string): number {
  const parts = wallClock(zone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The next instant after `now` when `zone`'s clock shows `time` ("HH:MM"). */
export function nextBackupAt(now: Date, time: string, zone = backupTimeZone): Date {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const today = new Date(now.getTime() + zoneOffsetMs(now, zone));
  for (let day = 0; day < 3; day += 1) {
    const wall = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day, hh, mm);
    // The offset at the wall time itself (twice: a guess near a DST change settles on the second pass).
    const guess = wall - zoneOffsetMs(new Date(wall), zone);
    const at = new Date(wall - zoneOffsetMs(new Date(guess), zone));
    if (at > now) return at;
  }
  return new Date(now.getTime() + 24 * 3600 * 1000);
}

/** Deletes all but the newest `keep` backups of `dir` (by the time in their names). Returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => backupFilePattern.test(n));
  } catch {
    return [];
  }
  const stamp = (n: string) => n.slice('cbllivia-'.length, 'cbllivia-'.length + 15);
  const old = names.sort((a, b) => stamp(b).localeCompare(stamp(a))).slice(keep);
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * Takes the night's backup into DATA_DIR/backups and keeps the newest BACKUP_KEEP. On PostgreSQL one instance at a
 * time (a session advisory lock, like the sweep's); an instance sharing the folder that comes second finds the
 * backup already there (newer than `since`) and skips.
 */
export async function nightlyBackup(app: Pick<FastifyInstance, 'config' | 'database' | 'log'>, since: Date): Promise<'done' | 'skipped'> {
  const { config, database } = app;
  const dir = backupDir(config.dataDir);
  const run = async () => {
    const latest = findLatestBackup(dir);
    if (latest && latest.at >= since) return 'skipped' as const;
    const done = await writeBackup(database.db, { dir, passphrase: config.backup.passphrase, keys: backupKeysOf(config) });
    const pruned = pruneBackups(dir, config.backup.keep);
    app.log.info({ file: path.basename(done.file), bytes: done.bytes, rows: done.rows, pruned: pruned.length }, 'nightly backup written');
    return 'done' as const;
  };
  return database.pool ? withSessionTryLock(database.pool, 'backup', run) : run();
}
