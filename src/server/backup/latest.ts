import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Backups (issue 15 item 5): one file each, `cbllivia-<YYYYMMDD>-<HHMMSS>.backup.gz` (or `.backup.gz.enc` when
 * encrypted with a passphrase), the nightly ones in `<DATA_DIR>/backups`. What the back office and /healthz show is
 * the newest of them: its name, time and size.
 */
export const backupFilePattern = /^cbllivia-\d{8}-\d{6}\.backup\.gz(\.enc)?$/;

/** The folder the server's nightly backups go to. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

export type BackupFile = { file: string; at: Date; bytes: number };

/** The newest backup file in `dir` (by its modification time), or undefined when there is none (or no folder). */
export function findLatestBackup(dir: string): BackupFile | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  let latest: BackupFile | undefined;
  for (const name of names) {
    if (!backupFilePattern.test(name)) continue;
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    if (!latest || stat.mtime > latest.at) latest = { file, at: stat.mtime, bytes: stat.size };
  }
  return latest;
}
