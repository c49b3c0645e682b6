import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from '#server/db/client.ts';
import { codeMigrationLevel, migrationsFolder, readJournal } from '#server/backup/catalog.ts';
import type { BackupHeader } from '#server/backup/dump.ts';
import { readHeader } from '#server/backup/read.ts';
import { assertLevel, type RestoreResult, restoreBackup } from '#server/backup/restore.ts';

/** A copy of the migrations folder holding only the first `level` migrations. */
function migrationsUpTo(level: number): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'cbllivia-migrations-'));
  const journal = readJournal();
  const entries = journal.entries.slice(0, level);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Restores `file` into a new database: opened (by `open`) with the migrations up to the backup's level only, so the
 * rows go into the schema they were read from; then the later migrations run on the restored data, as a server
 * start would. Returns the open database (the caller closes it).
 */
export async function restoreIntoNew(
  open: (migrationsFolder: string) => Promise<Database>,
  file: string,
  passphrase: string | undefined,
): Promise<{ database: Database; header: BackupHeader; result: RestoreResult }> {
  const header = await readHeader(file, passphrase);
  assertLevel(header, codeMigrationLevel());
  const upTo = migrationsUpTo(header.migrationLevel);
  let database: Database;
  try {
    database = await open(upTo.folder);
  } finally {
    upTo.remove();
  }
  try {
    const result = await restoreBackup(database.db, file, passphrase);
    // The driver's own drizzle instance is what `db` is underneath (db/client.ts).
    if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder });
    else await migratePglite(database.db as never, { migrationsFolder });
    return { database, header, result };
  } catch (err) {
    await database.close();
    throw err;
  }
}
