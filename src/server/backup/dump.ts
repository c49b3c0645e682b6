import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { encryptStream } from '#server/backup/crypto.ts';
import type { BackupKeys } from '#server/backup/keys.ts';
import { foreignKeyOrder, ident, listTables, migrationLevel, selectRows, type TableInfo } from '#server/backup/catalog.ts';

/**
 * The backup file (decision 185): gzip of JSON lines. First a header (format, version, migration level, time, the
 * tables with their columns and row counts, parents before the tables that reference them), then for each table a line `{"table": name}` followed by one line per
 * row, each row as PostgreSQL's own `row_to_json` (bytea as `\x…` hex, numeric, timestamps and jsonb as PostgreSQL
 * writes them), which `json_populate_recordset` reads back exactly. Last (version 2, issue 22 finding 7) a line
 * `{"end": true, "sha256": …}`: the SHA-256 of every line before it, which the restore checks before it commits, so
 * a file changed or cut after it was written is refused (encryption's tag already did this for encrypted backups).
 */
export const backupFormat = 'cbllivia-backup';
export const backupVersion = 2;

/** The trailer line's start (version 2 onwards). */
export const trailerStart = '{"end":';

/** What each line adds to the backup's checksum: its text and its newline, as written. */
export function digestLine(hash: Hash, line: string): void {
  hash.update(line);
  hash.update('\n');
}

export type BackupHeader = {
  format: typeof backupFormat;
  version: number;
  migrationLevel: number;
  createdAt: string;
  tables: (TableInfo & { rows: number })[];
  /** What the restored server needs besides the rows (keys.ts); absent from backups made before decision 208. */
  keys?: BackupKeys;
};

export type BackupResult = { file: string; bytes: number; tables: number; rows: number };

/** `cbllivia-YYYYMMDD-HHMMSS` in UTC. */
function baseName(at: Date): string {
  const iso = at.toISOString();
  return `cbllivia-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** A name not taken yet in `dir` (two backups in the same second get the next second's name). */
function freeName(dir: string, at: Date, ext: string): string {
  let t = at.getTime();
  while (existsSync(path.join(dir, `${baseName(new Date(t))}${ext}`))) t += 1000;
  return path.join(dir, `${baseName(new Date(t))}${ext}`);
}

/** Rows of one table through a cursor, a few at a time, so a table of images never sits whole in memory. */
async function* tableRows(tx: Tx, table: string): AsyncGenerator<string> {
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`);
  for (;;) {
    const batch = await selectRows<{ j: string }>(tx, sql`fetch 50 from backup_rows`);
    for (const r of batch) yield r.j;
    if (batch.length < 50) break;
  }
  await tx.execute(sql`close backup_rows`);
}

/** The whole backup as lines, read in one snapshot. */
async function* backupLines(tx: Tx, now: Date, counted: { rows: number; tables: number }, keys: BackupKeys | undefined): AsyncGenerator<string> {
  // One snapshot for every table: what is read is the database at one instant, whatever is written meanwhile.
  await tx.execute(sql`set local bytea_output = 'hex'`);
  const found = await listTables(tx);
  // Parents before children: a restore inserts in the file's order.
  const byName = new Map(found.map((t) => [t.name, t]));
  const tables = (await foreignKeyOrder(tx, [...byName.keys()])).map((name) => byName.get(name)!);
  const withCounts: BackupHeader['tables'] = [];
  for (const t of tables) {
    const [r] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from ${ident(t.name)}`);
    withCounts.push({ ...t, rows: r?.n ?? 0 });
  }
  const header: BackupHeader = {
    format: backupFormat,
    version: backupVersion,
    migrationLevel: await migrationLevel(tx),
    createdAt: now.toISOString(),
    tables: withCounts,
    ...(keys ? { keys } : {}),
  };
  const hash = createHash('sha256');
  const line = (text: string) => {
    digestLine(hash, text);
    return `${text}\n`;
  };
  yield line(JSON.stringify(header));
  for (const t of withCounts) {
    yield line(JSON.stringify({ table: t.name }));
    for await (const row of tableRows(tx, t.name)) {
      counted.rows += 1;
      yield line(row);
    }
    counted.tables += 1;
  }
  yield `${trailerStart}true,"sha256":"${hash.digest('hex')}"}\n`;
}

/** A `.partial` file not written to for this long belongs to a backup that was killed (issue 22 finding 7). */
export const stalePartialMs = 10 * 60_000;

/**
 * Removes what killed backups left in `dir`: `.partial` files untouched for `stalePartialMs` before `ownPartial` (the
 * backup's own, just created: its time is the file system's, whatever the process's clock says; a running backup
 * writes to its file every few milliseconds, whichever process or instance runs it). Returns the names removed.
 */
export function removeStalePartials(dir: string, ownPartial: string): string[] {
  const now = statSync(ownPartial).mtimeMs;
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.endsWith('.partial') || file === ownPartial) continue;
    try {
      if (now - statSync(file).mtimeMs < stalePartialMs) continue;
      rmSync(file, { force: true });
      removed.push(name);
    } catch {
      // Renamed or removed meanwhile by the backup that owned it.
    }
  }
  return removed;
}

/**
 * Writes a backup of the whole database into `dir` and returns its path (first removing what killed backups left
 * there). Written under a temporary name and renamed when complete, so a half-written file is never taken for a backup.
 */
export async function writeBackup(
  db: Db,
  opts: { dir: string; passphrase?: string | undefined; now?: Date; keys?: BackupKeys },
): Promise<BackupResult> {
  mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
  const now = opts.now ?? new Date();
  const file = freeName(opts.dir, now, opts.passphrase ? '.backup.gz.enc' : '.backup.gz');
  const partial = `${file}.partial`;
  const counted = { rows: 0, tables: 0 };
  const seal: Transform | undefined = opts.passphrase ? await encryptStream(opts.passphrase) : undefined;
  try {
    writeFileSync(partial, '', { mode: 0o600 });
    removeStalePartials(opts.dir, partial);
    await db.transaction(
      async (tx) => {
        const lines = Readable.from(backupLines(tx, now, counted, opts.keys));
        const out = createWriteStream(partial, { mode: 0o600 });
        if (seal) await pipeline(lines, createGzip(), seal, out);
        else await pipeline(lines, createGzip(), out);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return { file, bytes: statSync(file).size, tables: counted.tables, rows: counted.rows };
}
