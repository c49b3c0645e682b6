import { execFile } from 'node:child_process';
import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '#server/db/schema.ts';
import { sessionLock, sessionUnlock } from '#server/db/locks.ts';

export type Schema = typeof schema;
/** The one database type the app sees, whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A LISTEN subscription; while `live()` is false notifications may be missed (the caller must not trust caches). */
export type Subscription = { live: () => boolean; close: () => Promise<void> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (every instance hears every NOTIFY, its own included). */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<Subscription>;
  /** Raw pool for LISTEN/NOTIFY and advisory locks on PostgreSQL (undefined on PGlite). */
  pool: pg.Pool | undefined;
  close: () => Promise<void>;
};

/**
 * PGlite's start parameters (they replace its defaults, so those come first) plus smaller buffers: Postgres' default
 * shared_buffers of 128 MB became ~130 MB of resident WASM memory once touched; 16 MB holds the club's working set
 * and PGlite's files sit in the OS page cache anyway (decision 186).
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
];

const execFileAsync = promisify(execFile);

const defaultMigrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database (PGlite in DATA_DIR/db, or PostgreSQL when a URL is given) and applies migrations. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Another migrations folder: a restore brings a new database to its backup's level only (src/server/backup/). */
  migrationsFolder?: string;
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir()`): the tests' migrated template. */
  loadDataDir?: Blob;
}): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? defaultMigrationsFolder;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Several instances may start at once: one migrates while the others wait on the lock.
    const lockClient = await pool.connect();
    try {
      await sessionLock(lockClient, 'migrations');
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
    } finally {
      await sessionUnlock(lockClient, 'migrations').catch(() => {});
      lockClient.release();
    }
    return {
      db,
      kind: 'postgres',
      pool,
      listen: (channel, onNotify) => listenPostgres(opts.databaseUrl!, channel, onNotify),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? undefined : path.join(opts.dataDir, 'db');
  let release = () => {};
  if (dir) {
    secureDataDir(opts.dataDir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // One process at a time in a PGlite directory (issue 10 item 6): a second one refuses instead of losing writes.
    release = lockDataDir(opts.dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm: the back office's search indexes (decision 158); smaller buffers than Postgres' (decision 186).
    const options = { extensions: { pg_trgm }, startParams: pgliteStartParams, loadDataDir: dir ? undefined : opts.loadDataDir };
    if (dir) await createPgliteDir(dir);
    client = dir ? new PGlite(dir, options) : new PGlite(options);
    await client.waitReady;
    // PGlite writes its initial files 0666 whatever the umask (Postgres' own later files are 0600): tighten them.
    if (dir) ownerOnly(dir);
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return { live: () => !client.closed, close: () => unlisten() };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * A new PGlite directory (initdb) is made by a short-lived child process: initdb peaks at ~650 MB and leaves
 * ~100–200 MB of native heap behind in the process that ran it, which a server started on an existing directory
 * never has (decision 186). Opening it afterwards is the same as any later start.
 */
async function createPgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
    const client = new PGlite(process.argv[1], { startParams: JSON.parse(process.argv[2]) });
    await client.waitReady;
    await client.close();`;
  await execFileAsync(process.execPath, ['--input-type=module', '-e', script, dir, JSON.stringify(pgliteStartParams)], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * DATA_DIR holds the database, the outbox and the session secret: owner-only (issue 10 item 12). Creates it with
 * mode 0700 and tightens what an older version left open; new files are 0600 under the process's umask 077.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  ownerOnly(dataDir);
}

/** Directories 0700 and files 0600 under `root` (and root itself), for whatever group or others could reach. */
function ownerOnly(root: string): void {
  const fix = (file: string, isDir: boolean, mode: number) => {
    if (mode & 0o077) chmodSync(file, isDir ? 0o700 : 0o600);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      fix(file, entry.isDirectory(), lstatSync(file).mode);
      if (entry.isDirectory()) walk(file);
    }
  };
  fix(root, true, lstatSync(root).mode);
  walk(root);
}

export class DataDirLockedError extends Error {}

export const lockMessages = {
  locked: (dataDir: string, pid: number) =>
    `La base de dades de ${dataDir} ja és oberta per un altre procés (pid ${pid}), segurament el servidor. ` +
    'Atureu el servidor i torneu-ho a provar, o feu servir una base de dades PostgreSQL (DATABASE_URL), que admet ' +
    'diversos processos alhora.',
} as const;

/** Lock files this process holds (removed at exit even if close() never ran). */
const heldLocks = new Set<string>();
process.on('exit', () => {
  for (const file of heldLocks) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This boot's id (Linux), or '' where /proc is not there to say. */
export function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

/** When a process started, in clock ticks since boot (/proc/<pid>/stat field 22), or '' when unreadable. */
export function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start && /^\d+$/.test(start) ? start : '';
  } catch {
    return '';
  }
}

type LockOwner = { pid: number; boot: string; start: string };

/** db.lock holds three lines: pid, boot id, the pid's start time (the last two empty where /proc is missing). */
function parseLock(text: string): LockOwner {
  const [pid = '', boot = '', start = ''] = text.split('\n').map((l) => l.trim());
  return { pid: Number(pid), boot, start };
}

/**
 * Whether a lock's owner may still be running: not after a reboot (another boot id), nor when its pid now belongs
 * to a process started at another time (a pid reused after a power cut or a restart). Where /proc cannot tell,
 * a pid that answers (or is another user's: EPERM) counts as alive.
 */
function ownerAlive(owner: LockOwner): boolean {
  const ourBoot = bootId();
  if (owner.boot && ourBoot && owner.boot !== ourBoot) return false;
  if (!processAlive(owner.pid)) return false;
  if (owner.start && owner.boot && owner.boot === ourBoot) {
    const now = processStartTime(owner.pid);
    if (now && now !== owner.start) return false;
  }
  return true;
}

/**
 * Takes DATA_DIR/db.lock (created exclusively, holding our pid, boot id and start time). A lock left by a process
 * that no longer runs (a crash, a SIGKILL, a reboot, a pid since reused by another process) is taken over; so is one
 * with our own pid that this process does not hold (a container restarted with the same pid). Returns the release
 * function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n${bootId()}\n${processStartTime(process.pid)}\n`);
      } finally {
        closeSync(fd);
      }
      heldLocks.add(file);
      return () => {
        if (!heldLocks.delete(file)) return;
        try {
          if (parseLock(readFileSync(file, 'utf8')).pid === process.pid) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner: LockOwner;
    try {
      owner = parseLock(readFileSync(file, 'utf8'));
    } catch {
      continue; // removed meanwhile: try again
    }
    const stale =
      !Number.isInteger(owner.pid) ||
      owner.pid <= 0 ||
      (owner.pid === process.pid ? !heldLocks.has(file) : !ownerAlive(owner));
    if (!stale) throw new DataDirLockedError(lockMessages.locked(dataDir, owner.pid));
    try {
      unlinkSync(file);
    } catch {
      // another process took it over first: the next round sees its pid
    }
  }
  throw new DataDirLockedError(lockMessages.locked(dataDir, Number.NaN));
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A dedicated connection for LISTEN that reconnects after an error; `live()` is false while it is down. */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<Subscription> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => onNotify(msg.payload ?? ''));
    const down = () => {
      if (client !== c) return;
      live = false;
      client = undefined;
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    };
    c.on('error', down);
    c.on('end', down);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
      live = true;
      // Anything may have changed while we were not listening.
      onNotify('*');
    } catch (err) {
      down();
      throw err;
    }
  };
  await connect();
  return {
    live: () => live,
    async close() {
      closed = true;
      clearTimeout(retry);
      live = false;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
