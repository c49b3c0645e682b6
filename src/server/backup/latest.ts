import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Backups (issue 15 item 5): one file each, `cbllivia-<YYYYMMDD>-<HHMMSS>.backup.gz` (or `.backup.gz.enc` when
 * encrypted with a passphrase), the nightly ones in `<DATA_DIR>/backups`. What the back office and /healthz show is
 * the newest of them: its name, time and size.
 */
export const backupFilePattern = /^cbllivia-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.backup\.gz(\.enc)?$/;

/**
 * When a backup was taken: the UTC time its name carries (written by the app's own clock when it was made). Not the
 * file's modification time, which a copy back from off-site storage resets, and which pruning (by name) ignores too.
 */
export function backupTakenAt(name: string): Date | undefined {
  const m = backupFilePattern.exec(name);
  if (!m) return undefined;
  const at = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The folder the server's nightly backups go to. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

export type BackupFile = { file: string; at: Date; bytes: number };

/** The newest backup file in `dir` (by the time in its name), or undefined when there is none (or no folder). */
export function findLatestBackup(dir: string): BackupFile | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  let latest: BackupFile | undefined;
  for (const name of names) {
    const at = backupTakenAt(name);
    if (!at) continue;
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    if (!latest || at > latest.at) latest = { file, at, bytes: stat.size };
  }
  return latest;
}
