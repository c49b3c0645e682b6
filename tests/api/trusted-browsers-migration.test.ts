import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationLevel, migrationsFolder, readJournal, selectRows } from '#server/backup/catalog.ts';
import { writeBackup } from '#server/backup/dump.ts';
import { restoreIntoNew } from '#server/backup/restore-into.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { findTrustedBrowser, isRemembered } from '#server/features/admin/trusted-browsers.ts';
import { onPostgres } from '../helpers/app.ts';
import { freshPostgres } from '../helpers/postgres.ts';

/**
 * Decision 201: migration 0016 moves the rows of admin_devices (trusted devices, decision 051) and
 * admin_remembered_browsers (remembered browsers, decision 190) into admin_trusted_browsers, each under its kind, so
 * the cookies browsers already hold keep granting what they granted — after an upgrade in place, and after restoring
 * a backup taken before it. On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite.
 */
const work = mkdtempSync(path.join(tmpdir(), 'trusted-browsers-migration-'));
const level = readJournal().entries.findIndex((e) => e.tag === '0016_trusted_browsers');
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The migrations folder as it was before 0016. */
function migrationsBefore(): string {
  const folder = path.join(work, 'migrations');
  const journal = readJournal();
  const entries = journal.entries.slice(0, level);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

const drops: (() => Promise<void>)[] = [];
/** A new empty database (a fresh PostgreSQL one, or PGlite in memory) migrated with this folder. */
async function open(folder: string): Promise<Database> {
  if (!onPostgres) return openDatabase({ dataDir: 'memory://', migrationsFolder: folder });
  const fresh = await freshPostgres();
  drops.push(fresh.drop);
  return openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', migrationsFolder: folder });
}

const migrateToNow = (database: Database) =>
  database.kind === 'postgres'
    ? migratePg(database.db as never, { migrationsFolder })
    : migratePglite(database.db as never, { migrationsFolder });

const tokens = { annaDevice: 'anna-device', annaRemembered: 'anna-remembered', bertaDevice: 'berta-device', oldDevice: 'old-device' };
/** The rows as the new table must hold them: kind, token hash, account, dates (UTC text, so both engines agree). */
let expected: string[];
let ids: { anna: number; berta: number };
let oldBackup: string;
let upgraded: Database;

const rowsOf = async (database: Database) =>
  (
    await selectRows<{ r: string }>(
      database.db,
      sql`select concat_ws(' ', kind, id, user_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS'),
            to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')) as r from admin_trusted_browsers`,
    )
  )
    .map((row) => row.r)
    .sort();

const tableExists = async (database: Database, name: string) =>
  (await selectRows<{ t: string | null }>(database.db, sql`select to_regclass(${name})::text as t`))[0]?.t != null;

beforeAll(async () => {
  expect(level).toBeGreaterThan(0);
  const before = await open(migrationsBefore());
  expect(await migrationLevel(before.db)).toBe(level);
  const user = async (name: string) =>
    (await selectRows<{ id: number }>(before.db, sql`insert into users (username, password) values (${name}, 'x') returning id`))[0]!.id;
  ids = { anna: await user('anna'), berta: await user('berta') };
  const far = '2999-01-01T00:00:00Z';
  const past = '2000-01-01T00:00:00Z';
  const insert = (table: 'admin_devices' | 'admin_remembered_browsers', token: string, userId: number, createdAt: string, expiresAt: string) =>
    before.db.execute(
      sql`insert into ${sql.raw(table)} (id, user_id, created_at, expires_at) values (${hash(token)}, ${userId}, ${createdAt}::timestamptz, ${expiresAt}::timestamptz)`,
    );
  await insert('admin_devices', tokens.annaDevice, ids.anna, '2026-03-01T10:00:00Z', far);
  await insert('admin_devices', tokens.bertaDevice, ids.berta, '2026-03-02T11:00:00Z', far);
  await insert('admin_devices', tokens.oldDevice, ids.anna, '1999-12-01T09:00:00Z', past);
  await insert('admin_remembered_browsers', tokens.annaRemembered, ids.anna, '2026-03-03T12:30:00Z', far);
  expected = [
    `device ${hash(tokens.annaDevice)} ${ids.anna} 2026-03-01T10:00:00 2999-01-01T00:00:00`,
    `device ${hash(tokens.bertaDevice)} ${ids.berta} 2026-03-02T11:00:00 2999-01-01T00:00:00`,
    `device ${hash(tokens.oldDevice)} ${ids.anna} 1999-12-01T09:00:00 2000-01-01T00:00:00`,
    `remembered ${hash(tokens.annaRemembered)} ${ids.anna} 2026-03-03T12:30:00 2999-01-01T00:00:00`,
  ].sort();
  // A backup taken at the old level, before the upgrade.
  oldBackup = (await writeBackup(before.db, { dir: path.join(work, 'backups') })).file;
  await migrateToNow(before);
  upgraded = before;
}, 120_000);

afterAll(async () => {
  await upgraded?.close();
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

/** What each carried-over cookie grants: a device token only as a device, a remembered one only as remembered. */
async function expectSameGrants(database: Database) {
  const { db } = database;
  expect(await findTrustedBrowser(db, 'device', tokens.annaDevice)).toEqual({ id: hash(tokens.annaDevice), userId: ids.anna, username: 'anna' });
  expect(await findTrustedBrowser(db, 'device', tokens.bertaDevice)).toMatchObject({ userId: ids.berta, username: 'berta' });
  expect(await isRemembered(db, ids.anna, tokens.annaRemembered)).toBe(true);
  // Not across kinds, not for another account, not once expired.
  expect(await findTrustedBrowser(db, 'device', tokens.annaRemembered)).toBeUndefined();
  expect(await isRemembered(db, ids.anna, tokens.annaDevice)).toBe(false);
  expect(await isRemembered(db, ids.berta, tokens.annaRemembered)).toBe(false);
  expect(await findTrustedBrowser(db, 'device', tokens.oldDevice)).toBeUndefined();
}

describe('migration 0016: one table for trusted devices and remembered browsers', () => {
  it('carries every row of both old tables over, under its kind, and drops the old tables', async () => {
    expect(await rowsOf(upgraded)).toEqual(expected);
    expect(await tableExists(upgraded, 'admin_devices')).toBe(false);
    expect(await tableExists(upgraded, 'admin_remembered_browsers')).toBe(false);
    await expectSameGrants(upgraded);
  });

  it('a backup taken before it restores into a new database with the rows in the new table', async () => {
    const { database, header } = await restoreIntoNew(open, oldBackup, undefined);
    try {
      expect(header.migrationLevel).toBe(level);
      expect(await rowsOf(database)).toEqual(expected);
      await expectSameGrants(database);
    } finally {
      await database.close();
    }
  }, 60_000);
});
