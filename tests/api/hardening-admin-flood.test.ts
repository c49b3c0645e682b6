// Issue 10 item 7: a flood of logins must not stall the site: at most a couple of password hashes run at once
// (each holds a libuv thread, which file serving needs too, and its memory), the rest wait in a short queue or are
// refused at once.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, users } from '#server/db/schema.ts';
import {
  dummyHash,
  hashingLimits,
  hashingMessages,
  hashingStats,
  needsRehash,
  passwordParams,
  resetHashingStats,
  verifyPassword,
} from '#server/features/admin/passwords.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAdmin, rememberedCookie, sameOrigin, testAdmin } from '../helpers/admin.ts';

const clientDir = mkdtempSync(path.join(tmpdir(), 'cbl-flood-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="ca"><head><title></title></head><body></body></html>');
writeFileSync(path.join(clientDir, 'assets', 'app-flood.js'), `// ${'x'.repeat(64 * 1024)}\n`);

let t: TestApp;
beforeAll(async () => {
  // Production's hashing cost: this file measures the hashing gate under a flood (the suite hashes cheaply, decision 195).
  t = await createTestApp({ clientDir }, { PASSWORD_HASH_COST: '15' });
  await addAdmin(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

// The admin's browser is remembered for the second factor (addAdmin), so the password is enough.
const login = (username: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: sameOrigin, cookie: [rememberedCookie(t.app), cookie].filter(Boolean).join('; ') },
    payload: { username, password },
    remoteAddress: ip,
  });

const slowest = (xs: number[]) => JSON.stringify([...xs].sort((a, b) => b - a).slice(0, 10).map(Math.round));
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;

describe('a login flood', () => {
  it('runs at most the bound of hashes at once, refuses the excess at once, and static files and lists keep answering fast', async () => {
    await t.database.db.delete(loginAttempts);
    const earned = await login(testAdmin.username, testAdmin.password, '10.1.0.1');
    const device = earned.cookies.find((c) => c.name === 'cbl_device')!;
    // Warm-up outside the measurement (route compilation, first file open).
    for (const url of ['/assets/app-flood.js', '/api/teams']) expect((await t.app.inject({ url })).statusCode).toBe(200);
    resetHashingStats();

    // 40 logins at once, each from its own address for its own (unknown) username: no attempt limit stops them.
    let done = false as boolean;
    const burst = Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const start = performance.now();
        return login(`desconegut-${i}`, 'no-és-la-contrasenya', `10.7.${i}.1`).then((res) => ({
          status: res.statusCode,
          message: res.json().message as string,
          ms: performance.now() - start,
        }));
      }),
    ).finally(() => {
      done = true;
    });

    // Meanwhile: the admin from their own browser, and visitors reading a static file and a list.
    const admin = login(testAdmin.username, testAdmin.password, '10.1.0.1', `${device.name}=${device.value}`);
    // Open loop: a read every 25 ms whatever the answers do, so a stall shows as many slow reads, not one.
    const reads: { url: string; ms: number; status: number }[] = [];
    const pending: Promise<void>[] = [];
    const read = async (url: string) => {
      const start = performance.now();
      const res = await t.app.inject({ url });
      reads.push({ url, ms: performance.now() - start, status: res.statusCode });
    };
    while (!done) {
      pending.push(read('/assets/app-flood.js'), read('/api/teams'));
      await new Promise((r) => setTimeout(r, 25));
    }
    await Promise.all(pending);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const logins = await burst;
    expect(reads.length).toBeGreaterThan(10);
    const staticMs = reads.filter((r) => r.url.startsWith('/assets')).map((r) => r.ms);
    const teamsMs = reads.filter((r) => r.url === '/api/teams').map((r) => r.ms);
    // Alone on the test machine p99 is ~100 ms for the file and ~10 ms for the list; without the gate a file waited
    // 20 s. The bound tells the two apart with room for a machine loaded by other test files (the benchmark, not
    // this test, holds the 100 ms figure: CI never judges a timing that a busy machine moves).
    expect(p99(staticMs), slowest(staticMs)).toBeLessThan(3000);
    expect(p99(teamsMs), slowest(teamsMs)).toBeLessThan(3000);
    const refused = logins.filter((l) => l.status === 503);

    expect(hashingStats().maxRunning).toBeLessThanOrEqual(hashingLimits.concurrency);
    const statuses = new Set(logins.map((l) => l.status));
    expect([...statuses].every((s) => s === 401 || s === 503)).toBe(true);
    expect(refused.length).toBeGreaterThanOrEqual(40 - hashingLimits.concurrency - hashingLimits.queue - 4);
    expect(refused[0]!.message).toBe(hashingMessages.busy.message);
    expect(p99(refused.map((l) => l.ms))).toBeLessThan(2000);
    // The real admin is let through ahead of the queue, never refused for it.
    expect((await admin).statusCode).toBe(200);
  }, 120_000);
});

describe('hashing parameters', () => {
  it('new hashes (and the dummy hash for unknown users) use N=2^15, r=8, p=3: 32 MiB each, within OWASP’s settings', async () => {
    expect(passwordParams).toMatchObject({ N: 2 ** 15, r: 8, p: 3 });
    expect(128 * passwordParams.N * passwordParams.r).toBe(32 * 1024 * 1024);
    expect(needsRehash(await dummyHash())).toBe(false);
  });

  it('a hash made with the old parameters (N=2^17, p=1) still verifies and is re-hashed at the next login', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(testAdmin.password.normalize('NFKC'), salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const old = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await t.database.db.update(users).set({ password: old }).where(eq(users.username, testAdmin.username));
    expect(needsRehash(old)).toBe(true);

    await t.database.db.delete(loginAttempts);
    expect((await login(testAdmin.username, testAdmin.password, '10.1.0.2')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, testAdmin.username));
    expect(row!.password).not.toBe(old);
    expect(row!.password.startsWith(`scrypt$${2 ** 15}$8$3$`)).toBe(true);
    expect(await verifyPassword(testAdmin.password, row!.password)).toBe(true);
    expect((await login(testAdmin.username, testAdmin.password, '10.1.0.2')).statusCode).toBe(200);
  }, 60_000);
});
