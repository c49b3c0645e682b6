import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '#server/db/schema.ts';

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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database (PGlite in DATA_DIR/db, or PostgreSQL when a URL is given) and applies migrations. */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Several instances may start at once: one migrates while the others wait on the lock.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock(727274)').catch(() => {});
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
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return { live: () => !client.closed, close: () => unlisten() };
    },
    close: () => client.close(),
  };
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
