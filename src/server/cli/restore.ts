// `npm run restore -- FILE [--passphrase-file FILE]`: restores a backup into the configured data directory or
// database, which must be empty (a new DATA_DIR, or a new PostgreSQL database). An encrypted backup needs its
// passphrase (BACKUP_PASSPHRASE or the file). Prints what it restored.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { adoptBackupKeys } from '#server/backup/keys.ts';
import { resolvePassphrase } from '#server/backup/passphrase.ts';
import { restoreIntoNew } from '#server/backup/restore-into.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';

const usage = 'Ús: npm run restore -- FITXER [--passphrase-file FITXER]';

async function main(argv: string[]): Promise<number> {
  process.umask(0o077);
  let parsed: { values: { 'passphrase-file'?: string | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'passphrase-file': { type: 'string' } } });
  } catch {
    console.error(usage);
    return 2;
  }
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No existeix el fitxer ${file}. / No such file.`);
    return 1;
  }
  const config = loadConfig();
  const passphrase = resolvePassphrase(parsed.values['passphrase-file'], config.backup.passphrase);
  const where = config.databaseUrl ? 'la base de dades PostgreSQL de DATABASE_URL' : `${config.dataDir}`;
  const { database, header, result } = await restoreIntoNew(
    (migrationsFolder) => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder }),
    file,
    passphrase,
  );
  await database.close();
  for (const t of result.tables) console.log(`  ${t.name}: ${t.rows}`);
  console.log(
    `Restaurada la còpia del ${header.createdAt} a ${where}: ${result.tables.length} taules, ${result.rows} files.`,
  );
  console.log(adoptBackupKeys(config.dataDir, header.keys, process.env.SESSION_SECRET || undefined));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
