// Issue 10 item 5: failed logins slow an attacker down without locking the real admin out of their own browser.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminTrustedBrowsers, loginAttempts } from '#server/db/schema.ts';
import { loginLimits } from '#server/features/admin/login-attempts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAdmin, rememberedCookie, sameOrigin, testAdmin } from '../helpers/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  await addAdmin(t.database.db, 'tresorera', 'una-altra-contrasenya');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

type Attempt = { username?: string; password: string; ip: string; device?: string };

// Each account's browser is remembered for the second factor (addAdmin): the password is what these tests try.
const login = ({ username = testAdmin.username, password, ip, device }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: sameOrigin, cookie: [rememberedCookie(t.app, username), device].filter(Boolean).join('; ') },
    payload: { username, password },
    remoteAddress: ip,
  });

/** Logs in with the right password and returns the device cookie the browser keeps (`name=value`). */
async function earnDevice(ip = '10.1.0.1', username: string = testAdmin.username, password: string = testAdmin.password) {
  const res = await login({ username, password, ip });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'cbl_device');
  expect(cookie, 'a device cookie').toBeDefined();
  return `${cookie!.name}=${cookie!.value}`;
}

/** Wrong passwords for the admin, each from its own address. */
async function attackFromManyAddresses(count: number, prefix = '10.2.0') {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await login({ password: `dolenta-${i}`, ip: `${prefix}.${i + 1}` })).statusCode);
  return codes;
}

describe('account-wide limit with trusted devices', () => {
  it('after wrong passwords from many addresses, the admin’s own browser (device cookie) still logs in; a new browser gets 429', async () => {
    const device = await earnDevice();
    await t.database.db.delete(loginAttempts);

    const codes = await attackFromManyAddresses(8);
    expect(codes.slice(0, loginLimits.perUsername)).toEqual(Array(loginLimits.perUsername).fill(401));
    expect(codes.slice(loginLimits.perUsername)).toEqual([429, 429, 429]);

    // Without the cookie the account limit applies, even with the right password and from the admin's address.
    const stranger = await login({ password: testAdmin.password, ip: '10.1.0.1' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/Massa intents/);

    // With it, the admin gets in, and the browser gets a fresh device token (the old one is retired).
    const own = await login({ password: testAdmin.password, ip: '10.1.0.1', device });
    expect(own.statusCode).toBe(200);
    const renewed = own.cookies.find((c) => c.name === 'cbl_device')!;
    expect(`${renewed.name}=${renewed.value}`).not.toBe(device);
    expect((await login({ password: testAdmin.password, ip: '10.1.0.1', device })).statusCode).toBe(429);
    expect(
      (await login({ password: testAdmin.password, ip: '10.1.0.1', device: `${renewed.name}=${renewed.value}` })).statusCode,
    ).toBe(200);
  }, 120_000);

  it('keeps the attacker slowed: the admin’s login does not clear the account’s failures made elsewhere', async () => {
    const device = await earnDevice();
    await attackFromManyAddresses(5);
    expect((await login({ password: testAdmin.password, ip: '10.1.0.1', device })).statusCode).toBe(200);
    expect((await login({ password: 'una-altra-prova', ip: '10.2.0.99' })).statusCode).toBe(429);
  }, 120_000);

  it('a forged device cookie, or one earned by another account, does not exempt', async () => {
    const device = await earnDevice();
    const other = await earnDevice('10.1.0.2', 'tresorera', 'una-altra-contrasenya');
    await attackFromManyAddresses(5);
    const [name, value] = device.split('=') as [string, string];
    const forged = `${name}=${value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await login({ password: testAdmin.password, ip: '10.1.0.1', device: forged })).statusCode).toBe(429);
    expect((await login({ password: testAdmin.password, ip: '10.1.0.1', device: other })).statusCode).toBe(429);
    expect((await login({ password: testAdmin.password, ip: '10.1.0.1', device })).statusCode).toBe(200);
  }, 120_000);

  it('a trusted device has its own small limit', async () => {
    const device = await earnDevice();
    for (let i = 0; i < loginLimits.perDevice; i++) {
      expect((await login({ password: `dolenta-${i}`, ip: `10.3.0.${i + 1}`, device })).statusCode).toBe(401);
    }
    expect((await login({ password: testAdmin.password, ip: '10.3.0.9', device })).statusCode).toBe(429);
    // Those failures counted against that device only, not against the account.
    expect((await login({ password: testAdmin.password, ip: '10.3.0.50' })).statusCode).toBe(200);
  }, 120_000);

  it('refused attempts do not extend the lock: it ends 15 minutes after the failures, however long the attack goes on', async () => {
    await attackFromManyAddresses(5);
    await t.database.db.update(loginAttempts).set({ attemptedAt: sql`now() - interval '14 minutes'` });
    // The attack goes on while locked: every attempt is refused, and none is kept.
    expect(await attackFromManyAddresses(5, '10.4.0')).toEqual(Array(5).fill(429));
    // Two minutes later the failures are 16 minutes old.
    await t.database.db.update(loginAttempts).set({ attemptedAt: sql`${loginAttempts.attemptedAt} - interval '2 minutes'` });
    expect((await login({ password: testAdmin.password, ip: '10.5.0.1' })).statusCode).toBe(200);
  }, 120_000);

  it('the device cookie is HttpOnly, SameSite=Strict, signed, and stored only as its SHA-256', async () => {
    const res = await login({ password: testAdmin.password, ip: '10.1.0.1' });
    expect(res.statusCode).toBe(200);
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((h) => h.startsWith('cbl_device='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\//);
    const cookie = res.cookies.find((c) => c.name === 'cbl_device')!;
    const token = t.app.unsignCookie(cookie.value).value!;
    expect(token).toBeTruthy();
    const id = createHash('sha256').update(token).digest('hex');
    const stored = eq(adminTrustedBrowsers.id, id);
    expect(await t.database.db.select().from(adminTrustedBrowsers).where(and(eq(adminTrustedBrowsers.kind, 'device'), stored))).toHaveLength(1);
    // The unsigned token is not accepted as a device cookie.
    await attackFromManyAddresses(5);
    expect((await login({ password: testAdmin.password, ip: '10.1.0.1', device: `cbl_device=${token}` })).statusCode).toBe(429);
  }, 120_000);
});

describe('per-address limit', () => {
  it(`after ${loginLimits.perIp} failures from one address answers 429 to that address only`, async () => {
    for (let i = 0; i < loginLimits.perIp; i++) {
      expect((await login({ username: `usuari-${i}`, password: 'x', ip: '10.9.9.9' })).statusCode).toBe(401);
    }
    expect((await login({ username: 'un-altre', password: 'x', ip: '10.9.9.9' })).statusCode).toBe(429);
    expect((await login({ password: testAdmin.password, ip: '10.9.9.9' })).statusCode).toBe(429);
    expect((await login({ password: testAdmin.password, ip: '10.8.8.8' })).statusCode).toBe(200);
  }, 120_000);
});
