// `npm run backup [-- --out DIR] [--passphrase-file FILE]`: a backup of the configured database (DATA_DIR's PGlite or
// DATABASE_URL's PostgreSQL) into DIR (default DATA_DIR/backups), encrypted when a passphrase is given
// (BACKUP_PASSPHRASE or the file). The file's path is the last line printed, for scripts. On PGlite it refuses while
// the server holds the same DATA_DIR (the lock in db/client.ts): the server takes its own nightly backup there.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '#server/backup/dump.ts';
import { backupKeysOf } from '#server/backup/keys.ts';
import { backupDir } from '#server/backup/latest.ts';
import { resolvePassphrase } from '#server/backup/passphrase.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';

const usage = 'Ús: npm run backup -- [--out CARPETA] [--passphrase-file FITXER]';

async function main(argv: string[]): Promise<number> {
  process.umask(0o077);
  let values: { out?: string | undefined; 'passphrase-file'?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string' }, 'passphrase-file': { type: 'string' } } }));
  } catch {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const passphrase = resolvePassphrase(values['passphrase-file'], config.backup.passphrase);
  const dir = path.resolve(values.out ?? backupDir(config.dataDir));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const done = await writeBackup(database.db, { dir, passphrase, keys: backupKeysOf(config) });
    console.log(
      `Còpia feta: ${done.tables} taules, ${done.rows} files, ${(done.bytes / 1024 / 1024).toFixed(1)} MB${passphrase ? ', xifrada' : ''}.`,
    );
    console.log(done.file);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
