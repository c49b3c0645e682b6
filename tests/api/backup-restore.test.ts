import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ident, listTables, selectRows } from '#server/backup/catalog.ts';
import { backupCryptoMessages, decryptStream } from '#server/backup/crypto.ts';
import { adoptBackupKeys, backupKeysMessages, backupKeysOf } from '#server/backup/keys.ts';
import { stalePartialMs, writeBackup } from '#server/backup/dump.ts';
import { backupDir } from '#server/backup/latest.ts';
import { nextBackupAt, nightlyBackup, pruneBackups } from '#server/backup/nightly.ts';
import { backupReadMessages } from '#server/backup/read.ts';
import { restoreIntoNew } from '#server/backup/restore-into.ts';
import { restoreBackup, restoreMessages } from '#server/backup/restore.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig, sessionSecretFile } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { addAdmin, asAdmin, loginAs, sameOrigin, testAdmin, totpCode } from '../helpers/admin.ts';
import { createTestApp, onPostgres, type TestApp, testConfig } from '../helpers/app.ts';
import { freshPostgres } from '../helpers/postgres.ts';
import { tsEntry } from '../helpers/process.ts';

const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
const passphrase = 'una frase de pas ben llarga';
let t: TestApp;
let plainFile: string;
/** The source's tables at the moment of the plain backup. */
let source: Record<string, string[]>;

/** Every table as its rows' JSON (sorted), read in UTC so both engines write timestamps alike. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local bytea_output = 'hex'`);
    const out: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const rows = await selectRows<{ j: string }>(tx, sql`select row_to_json(t)::text as j from ${ident(table.name)} t`);
      out[table.name] = rows.map((r) => r.j).sort();
    }
    return out;
  });
}

const fromMemory = (file: string, secret?: string) =>
  restoreIntoNew((migrationsFolder) => openDatabase({ dataDir: 'memory://', migrationsFolder }), file, secret);

beforeAll(async () => {
  t = await createTestApp({ dataDir: path.join(work, 'data') });
  // A populated site: the demo (teams, matches, photos with their images, products, campus, registrations…), an
  // admin with a session, and a contact message (with its queued mail) whose text needs escaping.
  await t.database.db.transaction((tx) => seedDemo(tx));
  await addAdmin(t.database.db);
  await loginAs(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Núria "N"', surname: "D'Àger \\ 😀", email: 'nuria@example.cat', subject: 'general', message: 'Línia 1\nLínia 2\t{"x": [1]}' },
  });
  expect(res.statusCode).toBeLessThan(300);
  // The queued mail is sent first: nothing changes the source between the backup and its snapshot.
  await t.app.mail.flush();
  plainFile = (await writeBackup(t.database.db, { dir: path.join(work, 'out') })).file;
  source = await snapshot(t.database);
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table row by row into a new PGlite database, images included, ids continuing', async () => {
    expect(path.basename(plainFile)).toMatch(/^cbllivia-\d{8}-\d{6}\.backup\.gz$/);
    // The site is really populated: most tables have rows, the images among them.
    expect(source.images?.length).toBeGreaterThan(0);
    expect(Object.values(source).filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(15);
    const { database, result } = await fromMemory(plainFile);
    try {
      expect(await snapshot(database)).toEqual(source);
      expect(result.rows).toBe(Object.values(source).reduce((n, rows) => n + rows.length, 0));
      // Serial ids continue after the restored ones.
      const [max] = await selectRows<{ n: number }>(database.db, sql`select max(id)::int as n from teams`);
      const [next] = await selectRows<{ n: number }>(database.db, sql`select nextval(pg_get_serial_sequence('teams', 'id'))::int as n`);
      expect(next!.n).toBe(max!.n + 1);
      // A database that holds data is refused, and left as it was.
      await expect(restoreBackup(database.db, plainFile, undefined)).rejects.toThrow(restoreMessages.notEmpty);
      expect(await snapshot(database)).toEqual(source);
    } finally {
      await database.close();
    }
  }, 60_000);

  it.runIf(onPostgres)('restores into a new PostgreSQL database, every table equal', async () => {
    const fresh = await freshPostgres();
    try {
      const { database } = await restoreIntoNew(
        (migrationsFolder) => openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', migrationsFolder }),
        plainFile,
        undefined,
      );
      try {
        expect(await snapshot(database)).toEqual(source);
      } finally {
        await database.close();
      }
    } finally {
      await fresh.drop();
    }
  }, 60_000);

  it('encrypts with a passphrase: restores with it, refuses without it, with a wrong one or a changed byte', async () => {
    const { file } = await writeBackup(t.database.db, { dir: path.join(work, 'enc'), passphrase });
    const atBackup = await snapshot(t.database);
    expect(file).toMatch(/\.backup\.gz\.enc$/);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).toString()).toBe('CBLENC01');
    // Nothing readable inside: no gzip stream, no table name.
    expect(bytes.includes(Buffer.from('campus_registrations'))).toBe(false);
    await expect(fromMemory(file)).rejects.toThrow(backupReadMessages.needsPassphrase);
    await expect(fromMemory(file, 'una altra frase llarga')).rejects.toThrow(backupCryptoMessages.wrongPassphrase);
    // A changed byte near the end: the data decrypts, the tag does not match (a restore would roll back).
    const changed = Buffer.from(bytes);
    changed[changed.length - 40]! ^= 1;
    await expect(pipeline(Readable.from([changed]), decryptStream(passphrase), new PassThrough().resume())).rejects.toThrow(
      backupCryptoMessages.wrongPassphrase,
    );
    const { database } = await fromMemory(file, passphrase);
    try {
      expect(await snapshot(database)).toEqual(atBackup);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a backup from a newer schema, and a file that is not a backup', async () => {
    const newer = path.join(work, 'newer.backup.gz');
    writeFileSync(newer, gzipSync(`${JSON.stringify({ format: 'cbllivia-backup', version: 1, migrationLevel: 999, createdAt: '', tables: [] })}\n`));
    await expect(fromMemory(newer)).rejects.toThrow(/migració 999/);
    const junk = path.join(work, 'junk.backup.gz');
    writeFileSync(junk, 'not a backup');
    await expect(fromMemory(junk)).rejects.toThrow(backupReadMessages.notBackup);
  });
});

/**
 * Issue 22 finding 4: restored into a fresh DATA_DIR, a backup used to leave every volunteer with two-factor sign-in
 * locked out — the new directory generated a new session secret, and the authenticator secrets and recovery codes
 * are keyed on it. The backup now carries the secret (decision 208) and the restore makes it the new server's.
 */
describe('the club gets back in after a restore on another machine', () => {
  /** A new, empty DATA_DIR on the other kind of database than this run's, as `npm run restore` opens it. */
  async function restoreElsewhere(file: string) {
    const dataDir = path.join(work, `elsewhere-${Math.random().toString(36).slice(2)}`);
    const fresh = onPostgres ? undefined : await freshPostgres(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    // What the command does: load the configuration (which generates a secret for the new directory), then restore.
    const generated = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? '' }).sessionSecret;
    const { database, header } = await restoreIntoNew(
      (migrationsFolder) => openDatabase({ databaseUrl: fresh?.url, dataDir, migrationsFolder }),
      file,
      undefined,
    );
    return { dataDir, generated, database, header, drop: async () => fresh?.drop() };
  }

  /** Signs in on the restored database with the server's configuration read from `dataDir`: password, then the code. */
  async function signInWithCode(database: Database, dataDir: string) {
    const secret = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).sessionSecret;
    const app = await buildApp(testConfig({ sessionSecret: secret }), { database, mailer: { deliver: async () => {} } });
    try {
      await app.ready();
      const login = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: sameOrigin }, payload });
      expect((await login(testAdmin)).json().code).toBe('secondFactorLogin.required');
      return (await login({ ...testAdmin, code: totpCode() })).statusCode;
    } finally {
      await app.close();
    }
  }

  it('restored on the other database kind, the admin signs in with the same authenticator code', async () => {
    const { file } = await writeBackup(t.database.db, { dir: path.join(work, 'keys'), keys: backupKeysOf(t.app.config) });
    const target = await restoreElsewhere(file);
    try {
      expect(target.header.keys?.sessionSecret).toBe(t.app.config.sessionSecret);
      // Before the secret is adopted: the new directory's own secret, and the right code is refused (the finding).
      expect(target.generated).not.toBe(t.app.config.sessionSecret);
      expect(await signInWithCode(target.database, target.dataDir)).toBe(401);
      expect(adoptBackupKeys(target.dataDir, target.header.keys, undefined)).toBe(backupKeysMessages.adopted(sessionSecretFile(target.dataDir)));
      expect(statSync(sessionSecretFile(target.dataDir)).mode & 0o777).toBe(0o600);
      expect(await signInWithCode(target.database, target.dataDir)).toBe(200);
      // SESSION_SECRET set to another value wins at start: the command says so and what to do.
      expect(adoptBackupKeys(target.dataDir, target.header.keys, 'y'.repeat(40))).toBe(backupKeysMessages.envDiffers(sessionSecretFile(target.dataDir)));
    } finally {
      await target.database.close();
      await target.drop();
    }
  }, 90_000);

  it('an older backup without the secret, or a header with a forged one, changes nothing and says what to do', () => {
    const dataDir = path.join(work, 'no-keys');
    const before = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).sessionSecret;
    for (const keys of [undefined, { sessionSecret: 'short' }, { sessionSecret: 42 }, { sessionSecret: `${'a'.repeat(40)}\n` }]) {
      expect(adoptBackupKeys(dataDir, keys as never, undefined)).toBe(backupKeysMessages.missing);
    }
    expect(readFileSync(sessionSecretFile(dataDir), 'utf8')).toBe(before);
  });
});

describe('what a killed backup leaves', () => {
  it('the next backup removes a .partial untouched for ten minutes, and leaves one still being written (issue 22 finding 7)', async () => {
    const dir = path.join(work, 'partials');
    mkdirSync(dir, { recursive: true });
    const killed = path.join(dir, 'cbllivia-20261101-033000.backup.gz.partial');
    const running = path.join(dir, 'cbllivia-20261101-033001.backup.gz.partial');
    const other = path.join(dir, 'notes.txt');
    for (const f of [killed, running, other]) writeFileSync(f, 'x');
    const old = new Date(statSync(running).mtimeMs - stalePartialMs - 60_000);
    utimesSync(killed, old, old);
    utimesSync(other, old, old);
    const { file } = await writeBackup(t.database.db, { dir });
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
  }, 60_000);
});

describe('nightly backups and the back office line', () => {
  it('reads BACKUP_TIME, BACKUP_KEEP and BACKUP_PASSPHRASE, with a clear message on a bad value', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(40) }).backup).toEqual({ time: '03:30', keep: 14, passphrase: undefined });
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(40), BACKUP_TIME: '23:05', BACKUP_KEEP: '3', BACKUP_PASSPHRASE: passphrase }).backup).toEqual({
      time: '23:05',
      keep: 3,
      passphrase,
    });
    expect(() => loadConfig({ BACKUP_TIME: '24:00' })).toThrow(/BACKUP_TIME: ha de ser una hora HH:MM/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_PASSPHRASE: 'curta' })).toThrow(/BACKUP_PASSPHRASE: com a mínim 12/);
  });

  it('schedules at BACKUP_TIME in Europe/Madrid, winter and summer time', () => {
    expect(nextBackupAt(new Date('2026-01-10T12:00:00Z'), '03:30').toISOString()).toBe('2026-01-11T02:30:00.000Z');
    expect(nextBackupAt(new Date('2026-01-10T01:00:00Z'), '03:30').toISOString()).toBe('2026-01-10T02:30:00.000Z');
    expect(nextBackupAt(new Date('2026-07-10T12:00:00Z'), '03:30').toISOString()).toBe('2026-07-11T01:30:00.000Z');
    // The night the clocks go forward (29 March 2026, 02:00 → 03:00).
    expect(nextBackupAt(new Date('2026-03-28T12:00:00Z'), '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the night’s backup once, keeps the newest BACKUP_KEEP', async () => {
    const dir = backupDir(t.app.config.dataDir);
    mkdirSync(dir, { recursive: true });
    // Three older backups (their names and times: one, two and three days ago).
    const old = [1, 2, 3].map((days) => {
      const at = new Date(Date.now() - days * 86_400_000);
      const name = `cbllivia-${at.toISOString().slice(0, 10).replaceAll('-', '')}-000000.backup.gz`;
      writeFileSync(path.join(dir, name), 'x');
      utimesSync(path.join(dir, name), at, at);
      return name;
    });
    const app = { log: t.app.log, database: t.database, config: { ...t.app.config, backup: { ...t.app.config.backup, keep: 2 } } };
    const since = new Date(Date.now() - 60_000);
    expect(await nightlyBackup(app, since)).toBe('done');
    expect(await nightlyBackup(app, since)).toBe('skipped');
    // The new one and the newest old one remain.
    expect(existsSync(path.join(dir, old[0]!))).toBe(true);
    expect(existsSync(path.join(dir, old[1]!))).toBe(false);
    expect(existsSync(path.join(dir, old[2]!))).toBe(false);
    expect(pruneBackups(dir, 1)).toEqual([old[0]]);
  }, 60_000);

  it('GET /api/admin/backup-status: the newest backup’s time and size, for the admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backup-status' })).statusCode).toBe(401);
    const session = await loginAs(t.app);
    const dir = backupDir(t.app.config.dataDir);
    rmSync(dir, { recursive: true, force: true });
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/backup-status', headers: asAdmin(session) });
    expect(none.json()).toEqual({ lastBackup: null });
    const { bytes } = await writeBackup(t.database.db, { dir });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/backup-status', headers: asAdmin(session) });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastBackup.bytes).toBe(bytes);
    expect(Math.abs(Date.parse(res.json().lastBackup.at) - Date.now())).toBeLessThan(60_000);
  }, 60_000);
});

/** `npm run backup` / `npm run restore` as a volunteer runs them, on PGlite data directories. */
function cli(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, tsEntry(`src/server/cli/${script}.ts`, ...args), {
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', BACKUP_PASSPHRASE: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('the commands', () => {
  it('npm run backup prints the file last; npm run restore restores it into an empty DATA_DIR and says what', async () => {
    const source = path.join(work, 'cli-source');
    const out = path.join(work, 'cli-out');
    const passFile = path.join(work, 'pass.txt');
    writeFileSync(passFile, `${passphrase}\n`);
    // On PostgreSQL runs, new databases (quicker to open than PGlite directories).
    const pgSource = onPostgres ? await freshPostgres() : undefined;
    const pgTarget = onPostgres ? await freshPostgres() : undefined;
    const backup = await cli('backup', ['--out', out, '--passphrase-file', passFile], { DATA_DIR: source, DATABASE_URL: pgSource?.url ?? '' });
    expect(backup.code, backup.out).toBe(0);
    const last = backup.out.trim().split('\n').at(-1)!;
    expect(path.dirname(last)).toBe(out);
    expect(path.basename(last)).toMatch(/^cbllivia-\d{8}-\d{6}\.backup\.gz\.enc$/);
    expect(existsSync(last)).toBe(true);
    const restore = await cli('restore', [last], {
      DATA_DIR: path.join(work, 'cli-target'),
      DATABASE_URL: pgTarget?.url ?? '',
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/Restaurada la còpia .*: \d+ taules, \d+ files\./);
    // The source's session secret (encrypted in the backup with the rest) is now the restored server's (decision 208).
    const target = path.join(work, 'cli-target');
    expect(restore.out).toContain(backupKeysMessages.adopted(sessionSecretFile(target)));
    expect(readFileSync(sessionSecretFile(target), 'utf8')).toBe(readFileSync(sessionSecretFile(source), 'utf8'));
    await pgSource?.drop();
    await pgTarget?.drop();
  }, 60_000);
});
