import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { lockTransaction } from '#server/db/locks.ts';
import { ident, listTables, serialColumns, totalRows } from '#server/backup/catalog.ts';
import { createHash } from 'node:crypto';
import { type BackupHeader, digestLine, trailerStart } from '#server/backup/dump.ts';
import { BackupFileError, backupLines, parseHeader } from '#server/backup/read.ts';

export const restoreMessages = {
  notEmpty:
    'La base de dades de destinació no és buida: la restauració només es fa en una base de dades nova (un DATA_DIR buit o una base de dades PostgreSQL nova). / The target database is not empty: restore only into a fresh data directory or database.',
  newerSchema: (backup: number, code: number) =>
    `La còpia és d’una versió més nova del programa (migració ${backup}; aquest en coneix ${code}): actualitzeu-lo abans de restaurar. / The backup comes from a newer schema (${backup} > ${code}): upgrade first.`,
  missingTable: (table: string) =>
    `La base de dades no té la taula «${table}» de la còpia. / The database has no table "${table}" from the backup.`,
  tampered:
    'La còpia ha canviat des que es va fer (la suma de comprovació no coincideix) o està malmesa: no s’ha restaurat res. / The backup changed since it was written (its checksum does not match) or is damaged: nothing was restored.',
  incomplete: (table: string) =>
    `La còpia és incompleta (taula «${table}»): no s’ha restaurat res. / The backup is incomplete (table "${table}"): nothing was restored.`,
} as const;

export class RestoreRefusedError extends Error {}

export type RestoreResult = { tables: { name: string; rows: number }[]; rows: number };

/** Rows are sent in batches of at most this many rows or characters (images are a few hundred kB each). */
const batchRows = 500;
const batchChars = 4_000_000;

async function insertBatch(tx: Tx, table: string, columns: string[], rows: string[]) {
  const cols = sql.raw(columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', '));
  // json_populate_recordset turns PostgreSQL's own JSON of a row back into its types (bytea from \x hex, numeric,
  // timestamps, jsonb); naming the columns lets a column the backup does not have take its default.
  await tx.execute(
    sql`insert into ${ident(table)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(table)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/**
 * Rows the migrations themselves write into a new database, which a restore replaces: migration 0008 opens the
 * season of its day. Anything beyond these counts as data.
 */
const migrationRows: Record<string, number> = { seasons: 1 };

/**
 * Refuses unless every table is empty but for the rows the migrations wrote (the migrations' own bookkeeping is in
 * another schema); those rows are deleted, as the backup brings its own.
 */
export async function assertEmpty(tx: Tx): Promise<void> {
  const tables = await listTables(tx);
  const data = tables.filter((t) => !(t.name in migrationRows));
  if ((await totalRows(tx, data)) > 0) throw new RestoreRefusedError(restoreMessages.notEmpty);
  for (const t of tables.filter((t) => t.name in migrationRows)) {
    if ((await totalRows(tx, [t])) > (migrationRows[t.name] ?? 0)) throw new RestoreRefusedError(restoreMessages.notEmpty);
    await tx.execute(sql`delete from ${ident(t.name)}`);
  }
}

/**
 * Restores a backup into an empty database already migrated to (at least) the backup's level: every row in one
 * transaction, table by table in the file's order (parents first), then every serial sequence set past its
 * table's largest id. Anything wrong — a non-empty database, a wrong passphrase (found at the file's end), a
 * truncated file — rolls everything back.
 */
export async function restoreBackup(db: Db, file: string, passphrase: string | undefined): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    await lockTransaction(tx, 'restore');
    await assertEmpty(tx);
    const targetTables = new Map((await listTables(tx)).map((t) => [t.name, t.columns]));
    let header: BackupHeader | undefined;
    let current: { name: string; columns: string[]; expected: number; rows: number } | undefined;
    let batch: string[] = [];
    let batchSize = 0;
    const restored: RestoreResult['tables'] = [];
    const flush = async () => {
      if (current && batch.length > 0) await insertBatch(tx, current.name, current.columns, batch);
      batch = [];
      batchSize = 0;
    };
    const finishTable = async () => {
      await flush();
      if (!current) return;
      if (current.rows !== current.expected) throw new BackupFileError(restoreMessages.incomplete(current.name));
      restored.push({ name: current.name, rows: current.rows });
      current = undefined;
    };
    const hash = createHash('sha256');
    let trailer: { sha256?: unknown } | undefined;
    for await (const line of backupLines(file, passphrase)) {
      if (trailer) throw new BackupFileError(restoreMessages.tampered);
      if (header && header.version >= 2 && line.startsWith(trailerStart)) {
        trailer = parseTrailer(line);
        continue;
      }
      digestLine(hash, line);
      if (!header) {
        header = parseHeader(line);
        continue;
      }
      if (line.startsWith('{"table":')) {
        await finishTable();
        const name = (JSON.parse(line) as { table: string }).table;
        const info = header.tables.find((t) => t.name === name);
        const target = targetTables.get(name);
        if (!info || !target) throw new RestoreRefusedError(restoreMessages.missingTable(name));
        // Columns of the backup that the database still has (a later migration may have dropped one).
        current = { name, columns: info.columns.filter((c) => target.includes(c)), expected: info.rows, rows: 0 };
        continue;
      }
      if (!current) throw new BackupFileError(restoreMessages.incomplete('?'));
      batch.push(line);
      batchSize += line.length;
      current.rows += 1;
      if (batch.length >= batchRows || batchSize >= batchChars) await flush();
    }
    await finishTable();
    if (!header) throw new BackupFileError(restoreMessages.incomplete('?'));
    // Version 2 onwards: the checksum of every line, checked before anything is committed (a version 1 backup has none).
    if (header.version >= 2 && trailer?.sha256 !== hash.digest('hex')) throw new BackupFileError(restoreMessages.tampered);
    const missing = header.tables.find((t) => !restored.some((r) => r.name === t.name));
    if (missing) throw new BackupFileError(restoreMessages.incomplete(missing.name));
    // New ids continue after the restored ones.
    for (const { table, column } of await serialColumns(tx)) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table.replaceAll('"', '""')}"`}, ${column}), coalesce(max(${ident(column)}), 0) + 1, false) from ${ident(table)}`,
      );
    }
    return { tables: restored, rows: restored.reduce((n, t) => n + t.rows, 0) };
  });
}

function parseTrailer(line: string): { sha256?: unknown } {
  try {
    return JSON.parse(line) as { sha256?: unknown };
  } catch {
    throw new BackupFileError(restoreMessages.tampered);
  }
}

/** The database's migration level against the backup's: a backup from a newer schema is refused. */
export function assertLevel(header: BackupHeader, codeLevel: number): void {
  if (header.migrationLevel > codeLevel) throw new RestoreRefusedError(restoreMessages.newerSchema(header.migrationLevel, codeLevel));
}

