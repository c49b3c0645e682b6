// Issue 10 item 6: a password change ends the account's sessions; ADMIN_PASSWORD never overwrites a changed
// password; admin:create never writes into a PGlite directory a running server holds.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { bootId, DataDirLockedError, openDatabase, processStartTime } from '#server/db/client.ts';
import { adminSessions, loginAttempts, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/features/admin/passwords.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';
import { prepareData } from '#server/startup.ts';
import { createTestApp, type TestApp, testConfig } from '../helpers/app.ts';
import { addAdmin, loginAs, rememberedCookie, sameOrigin, testAdmin, trustedBrowsersOf } from '../helpers/admin.ts';
import { runAdminCreate, type ServerProcess, startServer } from '../helpers/process.ts';
import { migratedDataDir } from '../helpers/data-dir.ts';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = migratedDataDir(prefix);
  dirs.push(dir);
  return dir;
};
const servers = new Set<ServerProcess>();
afterAll(() => {
  for (const s of servers) s.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function stop(s: ServerProcess) {
  s.child.kill('SIGTERM');
  expect(await s.exited, s.output()).toBe(0);
  servers.delete(s);
}

describe('changing a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addAdmin(t.database.db);
    await addAdmin(t.database.db, 'tresorera', 'una-altra-contrasenya');
  });
  afterAll(() => t.close());

  const session = (cookie: string) => t.app.inject({ url: '/api/admin/session', headers: { cookie } });

  it('ends every session and trusted device of that account, and only that account', async () => {
    const first = await loginAs(t.app);
    const second = await loginAs(t.app);
    const other = await loginAs(t.app, 'tresorera', 'una-altra-contrasenya');
    const [user] = await t.database.db.select().from(users).where(eq(users.username, testAdmin.username));
    expect(await trustedBrowsersOf(t.database.db, user!.id, 'device')).not.toHaveLength(0);
    expect(await trustedBrowsersOf(t.database.db, user!.id, 'remembered')).not.toHaveLength(0);

    // What `npm run admin:create -- gestor` does with a new password.
    expect(await ensureAdmin(t.database.db, testAdmin.username, 'la-contrasenya-nova')).toBe('updated');

    expect((await session(first.cookie)).statusCode).toBe(401);
    expect((await session(second.cookie)).statusCode).toBe(401);
    expect((await session(other.cookie)).statusCode).toBe(200);
    expect(await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, user!.id))).toHaveLength(0);
    expect(await trustedBrowsersOf(t.database.db, user!.id, 'device')).toHaveLength(0);
    // The browsers remembered for the second factor end too (decision 190): the next sign-in asks for a code.
    expect(await trustedBrowsersOf(t.database.db, user!.id, 'remembered')).toHaveLength(0);
    const withoutCode = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin, cookie: rememberedCookie(t.app) },
      payload: { username: testAdmin.username, password: 'la-contrasenya-nova' },
    });
    expect(withoutCode.json()).toMatchObject({ secondFactor: 'required' });
    await addAdmin(t.database.db, testAdmin.username, 'la-contrasenya-nova');
    expect((await loginAs(t.app, testAdmin.username, 'la-contrasenya-nova')).cookie).toBeTruthy();
    await addAdmin(t.database.db); // the password back, and the browser remembered again
  });

  it('the same password again changes nothing and keeps the sessions', async () => {
    const s = await loginAs(t.app);
    expect(await ensureAdmin(t.database.db, testAdmin.username, testAdmin.password)).toBe('unchanged');
    expect((await session(s.cookie)).statusCode).toBe(200);
  });

  it('a device cookie earned before the change no longer exempts from the account-wide limit', async () => {
    await t.database.db.delete(loginAttempts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin, cookie: rememberedCookie(t.app) },
      payload: testAdmin,
    });
    const device = res.cookies.find((c) => c.name === 'cbl_device')!;
    await ensureAdmin(t.database.db, testAdmin.username, 'la-contrasenya-nova');
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: sameOrigin },
        payload: { username: testAdmin.username, password: `dolenta-${i}` },
        remoteAddress: `10.6.0.${i + 1}`,
      });
    }
    const withOldDevice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin, cookie: `${device.name}=${device.value}` },
      payload: { username: testAdmin.username, password: 'la-contrasenya-nova' },
    });
    expect(withOldDevice.statusCode).toBe(429);
    await t.database.db.delete(loginAttempts);
    await addAdmin(t.database.db); // the password back, and the browser remembered again
  }, 120_000);
});

describe('ADMIN_USERNAME / ADMIN_PASSWORD at start-up', () => {
  it('creates the account when missing and never overwrites a password changed since', async () => {
    const t = await createTestApp({ admin: { username: 'presidenta', password: 'la-del-fitxer-env' } });
    try {
      await prepareData(t.app);
      const password = async () =>
        (await t.database.db.select().from(users).where(eq(users.username, 'presidenta')))[0]!.password;
      expect(await verifyPassword('la-del-fitxer-env', await password())).toBe(true);

      // The admin changes it with the CLI; the next start-up still has the old ADMIN_PASSWORD in its environment.
      await ensureAdmin(t.database.db, 'presidenta', 'la-que-ha-triat-ella');
      const restarted = await buildApp(testConfig({ admin: { username: 'presidenta', password: 'la-del-fitxer-env' } }), {
        database: t.database,
        mailer: { deliver: async () => {} },
      });
      try {
        await prepareData(restarted);
      } finally {
        await restarted.close();
      }
      expect(await verifyPassword('la-que-ha-triat-ella', await password())).toBe(true);
      expect(await verifyPassword('la-del-fitxer-env', await password())).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('refuses to create the account with a short or common password (a clear Catalan error, no account); an account made before keeps starting', async () => {
    const t = await createTestApp({ admin: { username: 'tresorera', password: 'curta1234' } });
    try {
      const accounts = async () => (await t.database.db.select().from(users).where(eq(users.username, 'tresorera'))).length;
      await expect(prepareData(t.app)).rejects.toThrow(/^Configuració invàlida: ADMIN_PASSWORD: La contrasenya ha de tenir com a mínim 12 caràcters\. No s'ha creat el compte tresorera\.$/);
      expect(await accounts()).toBe(0);

      const common = await buildApp(testConfig({ admin: { username: 'tresorera', password: 'password1234' } }), {
        database: t.database,
        mailer: { deliver: async () => {} },
      });
      try {
        await expect(prepareData(common)).rejects.toThrow(/massa comuna/);
        expect(await accounts()).toBe(0);
        // An account that exists (made by an older version, whose policy took 8 characters) is left alone.
        await ensureAdmin(t.database.db, 'tresorera', 'curta1234');
        await prepareData(common);
        expect(await accounts()).toBe(1);
      } finally {
        await common.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('one process at a time in a PGlite data directory', () => {
  it('admin:create refuses while a server holds DATA_DIR, writes nothing, and works once the server stops', { timeout: 180_000 }, async () => {
    const dataDir = tempDir('cbl-lock-');
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' });
    servers.add(server);
    expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8').split('\n')[0]).toBe(String(server.child.pid));

    const refused = await runAdminCreate(['secretaria'], 'una clau ben llarga\n', { DATA_DIR: dataDir });
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toMatch(/ja és oberta per un altre procés/);
    expect(refused.out).toMatch(/Atureu el servidor/);
    expect(refused.out).toMatch(/DATABASE_URL/);
    expect(refused.out).not.toMatch(/creat/);

    // A second server on the same directory refuses too.
    const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' }).then(
      (s) => {
        servers.add(s);
        return s;
      },
      (err: Error) => err,
    );
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toMatch(/ja és oberta per un altre procés/);

    await stop(server);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(users).where(eq(users.username, 'secretaria'))).toHaveLength(0);
    } finally {
      await database.close();
    }
    const created = await runAdminCreate(['secretaria'], 'una clau ben llarga\n', { DATA_DIR: dataDir });
    expect(created.code, created.out).toBe(0);
    expect(created.out).toMatch(/creat/);
  });

  it('a lock left by a process that no longer runs is taken over', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('cbl-stale-');
    const dead = spawn(process.execPath, ['-e', '']);
    const pid = dead.pid!;
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dataDir, 'db.lock'), `${pid}\n`);
    const created = await runAdminCreate(['secretaria'], 'una clau ben llarga\n', { DATA_DIR: dataDir });
    expect(created.code, created.out).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  describe('a lock whose pid runs again after a reboot or a power cut (pid reused)', () => {
    const onLinux = bootId() !== '' && processStartTime(process.pid) !== '';
    let live: ReturnType<typeof spawn>;
    beforeAll(async () => {
      live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
      await new Promise((resolve) => live.on('spawn', resolve));
    });
    afterAll(() => live.kill('SIGKILL'));
    const lockWith = (dir: string, lines: string[]) => writeFileSync(path.join(dir, 'db.lock'), `${lines.join('\n')}\n`);

    it.runIf(onLinux)('is taken over when written in another boot, though its pid is alive now', { timeout: 60_000 }, async () => {
      const dataDir = tempDir('cbl-boot-');
      lockWith(dataDir, [String(live.pid), '00000000-0000-4000-8000-000000000000', processStartTime(live.pid!)]);
      const database = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8').split('\n')).toEqual([
        String(process.pid),
        bootId(),
        processStartTime(process.pid),
        '',
      ]);
      await database.close();
    });

    it.runIf(onLinux)('is taken over in this boot when its live pid started at another time (another process)', { timeout: 60_000 }, async () => {
      const dataDir = tempDir('cbl-reused-');
      lockWith(dataDir, [String(live.pid), bootId(), String(Number(processStartTime(live.pid!)) - 1)]);
      const database = await openDatabase({ dataDir });
      await database.close();
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    });

    it('still refuses while its real owner runs (same boot, same start time)', { timeout: 60_000 }, async () => {
      const dataDir = tempDir('cbl-owner-');
      lockWith(dataDir, [String(live.pid), bootId(), processStartTime(live.pid!)]);
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      expect(readFileSync(path.join(dataDir, 'db.lock'), 'utf8').split('\n')[0]).toBe(String(live.pid));
    });
  });

  it('in one process, a second open of the same directory is refused until the first closes', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('cbl-twice-');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});
