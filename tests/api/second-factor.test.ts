// Two-factor sign-in, the account's side (issue 15 item 3, decision 190): turning it on with a code, the ten recovery
// codes, renewing them, turning it off where the role allows it, the per-account limit on codes, the secret at rest.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { adminRecoveryCodes, auditLog, contactMessages, loginAttempts, users } from '#server/db/schema.ts';
import { decryptSecret } from '#server/features/admin/totp.ts';
import type { Role } from '#shared/permissions.ts';
import {
  type AdminSession,
  addAdmin,
  asAdmin,
  loginAs,
  rememberedCookie,
  sameOrigin,
  testSessionSecret,
  testTotpSecret,
  totpCode,
  trustedBrowsersOf,
} from '../helpers/admin.ts';

const t = withTestApp();
beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

const password = 'una-contrasenya-de-proves';
const base = '/api/admin/account/second-factor';
let count = 0;

/** A new account (own last step, own limits) and a session of it. */
async function account(role: Role = 'admin', secondFactor = false) {
  const username = `voluntari-${++count}`;
  await addAdmin(t.database.db, username, password, role, { secondFactor });
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  const session = await loginAs(t.app, username, password);
  return { username, id: row!.id, session };
}

const post = (session: AdminSession, path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${base}${path}`, headers: asAdmin(session), ...(payload === undefined ? {} : { payload }) });

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

/** Setup and enable: the secret and the ten codes. */
async function enrol(session: AdminSession) {
  const setup = await post(session, '/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(session, '/enable', { code: totpCode(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

describe('turning it on', () => {
  it('setup answers a base32 secret and its otpauth address; it stays off, encrypted, until a right code', async () => {
    const a = await account();
    const setup = await post(a.session, '/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toContain('no-store');
    const { secret, otpauthUri } = setup.json() as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/CB Llívia:${a.username}`);
    expect(uri.searchParams.get('issuer')).toBe('CB Llívia');
    expect(uri.searchParams.get('secret')).toBe(secret);

    const row = await userRow(a.id);
    expect(row.totpEnabledAt).toBeNull();
    // At rest: not the secret, and only this server's key for this very account opens it.
    expect(row.totpSecret).not.toContain(secret);
    expect(decryptSecret(testSessionSecret, a.id, row.totpSecret!)).toBe(secret);
    expect(decryptSecret('y'.repeat(40), a.id, row.totpSecret!)).toBeUndefined();
    expect(decryptSecret(testSessionSecret, a.id + 1, row.totpSecret!)).toBeUndefined();
    expect((await t.app.inject({ url: '/api/admin/session', headers: asAdmin(a.session) })).json().secondFactor).toEqual({
      enabled: false,
      required: true,
    });
  });

  it('a wrong code is a 400 on the code field; the right one turns it on and answers ten codes, stored as hashes only', async () => {
    const a = await account();
    expect((await t.app.inject({ url: '/api/contact-messages', headers: asAdmin(a.session) })).statusCode).toBe(403);
    const { secret } = (await post(a.session, '/setup')).json() as { secret: string };
    const wrong = await post(a.session, '/enable', { code: totpCode(secret, Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code[0]).toMatch(/El codi no és correcte/);
    expect((await post(a.session, '/enable', { code: '12ab' })).json().fieldErrors.code).toEqual(['El codi té 6 xifres.']);
    expect((await userRow(a.id)).totpEnabledAt).toBeNull();

    const right = await post(a.session, '/enable', { code: totpCode(secret) });
    expect(right.statusCode).toBe(200);
    const codes = (right.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    const stored = await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, a.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }
    const row = await userRow(a.id);
    expect(row.totpEnabledAt).not.toBeNull();
    const step = Math.floor(Date.now() / 30_000);
    expect([step - 1, step]).toContain(row.totpLastStep);
    // The session reaches the role's routes at once (before: only its own account); the state shows it.
    expect((await t.app.inject({ url: '/api/contact-messages', headers: asAdmin(a.session) })).statusCode).toBe(200);
    const status = (await t.app.inject({ url: base, headers: asAdmin(a.session) })).json();
    expect(status).toEqual({ enabled: true, required: true, canDisable: false, recoveryCodesLeft: 10 });
    expect(await auditOf(a.id, 'second_factor_enabled')).toMatchObject([{ entity: 'users', actorId: a.id, actor: a.username }]);
  });

  it('the code that turned it on cannot sign in afterwards (its step is taken)', async () => {
    const a = await account();
    const { secret } = (await post(a.session, '/setup')).json() as { secret: string };
    const code = totpCode(secret);
    expect((await post(a.session, '/enable', { code })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin },
      payload: { username: a.username, password, code },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().secondFactor).toBe('invalid');
  });

  it('ends every other session of the account: one opened with the password alone gains nothing from it', async () => {
    // An admin who has not enrolled yet; someone else signed in with the stolen password (reaches only 'self').
    const a = await account();
    const thief = await loginAs(t.app, a.username, password);
    expect((await t.app.inject({ url: '/api/admin/users', headers: asAdmin(thief) })).statusCode).toBe(403);
    await enrol(a.session);
    // The owner's session, which typed the code, goes on with every right; the thief's is gone.
    expect((await t.app.inject({ url: '/api/admin/users', headers: asAdmin(a.session) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/users', headers: asAdmin(thief) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/session', headers: asAdmin(thief) })).statusCode).toBe(401);
  });

  it('before it is on, an admin’s to-do counts say nothing either; once on, they do', async () => {
    await t.database.db
      .insert(contactMessages)
      .values({ name: 'Marta', surname: 'Pou', email: 'marta@example.com', subject: 'Hola', message: 'Una pregunta' });
    const a = await account();
    const counts = async () => (await t.app.inject({ url: '/api/admin/counts', headers: asAdmin(a.session) })).json() as Record<string, number>;
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
    await enrol(a.session);
    expect((await counts()).missatges).toBeGreaterThan(0);
  });

  it('when it is already on, setup and enable answer 409 and the secret stays', async () => {
    const a = await account();
    const { secret } = await enrol(a.session);
    const before = (await userRow(a.id)).totpSecret;
    expect((await post(a.session, '/setup')).statusCode).toBe(409);
    expect((await post(a.session, '/enable', { code: totpCode(secret, Date.now() + 30_000) })).statusCode).toBe(409);
    expect((await userRow(a.id)).totpSecret).toBe(before);
  });

  it('enable before setup answers 409', async () => {
    const a = await account();
    const res = await post(a.session, '/enable', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Primer cal començar la configuració de la verificació en dos passos.');
  });
});

describe('recovery codes', () => {
  it('renewing with a right code gives ten new ones; the old ones stop working', async () => {
    const a = await account();
    const { secret, recoveryCodes: old } = await enrol(a.session);
    expect((await post(a.session, '/recovery-codes', { code: '000000' })).statusCode).toBe(400);
    const res = await post(a.session, '/recovery-codes', { code: totpCode(secret, Date.now() + 30_000) });
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    const login = (recoveryCode: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: sameOrigin }, payload: { username: a.username, password, recoveryCode } });
    expect((await login(old[0]!)).statusCode).toBe(401);
    expect((await login(fresh[0]!)).statusCode).toBe(200);
    expect(await auditOf(a.id, 'recovery_codes_renewed')).toHaveLength(1);
  });

  it('cannot be renewed while it is off', async () => {
    const a = await account();
    expect((await post(a.session, '/recovery-codes', { code: '123456' })).statusCode).toBe(409);
  });
});

describe('turning it off', () => {
  it('is refused (403) for the roles that require it: admin and tresoreria', async () => {
    for (const role of ['admin', 'tresoreria'] as const) {
      const a = await account(role);
      const { secret } = await enrol(a.session);
      const res = await post(a.session, '/disable', { password, code: totpCode(secret, Date.now() + 30_000) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('El vostre rol requereix la verificació en dos passos: no es pot desactivar.');
      expect((await userRow(a.id)).totpEnabledAt).not.toBeNull();
    }
  });

  it('a coach turns it off with the password and a code: secret, codes and remembered browsers go', async () => {
    const a = await account('entrenador');
    const { secret, recoveryCodes } = await enrol(a.session);
    // A remembered browser, earned by a sign-in with a recovery code (the code's next step is kept for below).
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin },
      payload: { username: a.username, password, recoveryCode: recoveryCodes[0], remember: true },
    });
    expect(remembered.statusCode).toBe(200);
    expect(await trustedBrowsersOf(t.database.db, a.id, 'remembered')).toHaveLength(1);

    const wrongPassword = await post(a.session, '/disable', { password: 'no-és-aquesta', code: '123456' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors.password).toEqual(['La contrasenya no és correcta.']);
    const wrongCode = await post(a.session, '/disable', { password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fieldErrors.code).toBeDefined();
    expect((await userRow(a.id)).totpEnabledAt).not.toBeNull();

    // The next step (the current one turned it on).
    const off = await post(a.session, '/disable', { password, code: totpCode(secret, Date.now() + 30_000) });
    expect(off.statusCode, off.body).toBe(204);
    const row = await userRow(a.id);
    expect([row.totpSecret, row.totpEnabledAt, row.totpLastStep]).toEqual([null, null, null]);
    expect(await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, a.id))).toHaveLength(0);
    expect(await trustedBrowsersOf(t.database.db, a.id, 'remembered')).toHaveLength(0);
    expect(await auditOf(a.id, 'second_factor_disabled')).toMatchObject([{ entity: 'users', actorId: a.id }]);
    // The SPEC login again: the password alone.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin },
      payload: { username: a.username, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 when it is not on', async () => {
    const a = await account('comunicacio');
    expect((await post(a.session, '/disable', { password, code: '123456' })).statusCode).toBe(409);
  });
});

describe('the limit on codes typed in the account area', () => {
  it('after 5 wrong codes in 15 minutes answers 429, even to the right code, for that account only', async () => {
    const a = await account();
    const other = await account();
    const { secret } = (await post(a.session, '/setup')).json() as { secret: string };
    for (let i = 0; i < 5; i++) expect((await post(a.session, '/enable', { code: '000000' })).statusCode).toBe(400);
    const locked = await post(a.session, '/enable', { code: totpCode(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Massa codis incorrectes. Torneu-ho a provar d’aquí a 15 minuts.');
    expect((await userRow(a.id)).totpEnabledAt).toBeNull();
    // Another account is not affected; the lock ends when the failures' window passes.
    await enrol(other.session);
    await t.database.db.update(loginAttempts).set({ attemptedAt: new Date(Date.now() - 16 * 60_000) });
    expect((await post(a.session, '/enable', { code: totpCode(secret) })).statusCode).toBe(200);
  });

  it('a right code clears the account’s failures', async () => {
    const a = await account();
    const { secret } = (await post(a.session, '/setup')).json() as { secret: string };
    for (let i = 0; i < 4; i++) await post(a.session, '/enable', { code: '000000' });
    expect((await post(a.session, '/enable', { code: totpCode(secret) })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await post(a.session, '/recovery-codes', { code: '000000' })).statusCode).toBe(400);
    expect((await post(a.session, '/recovery-codes', { code: '000000' })).statusCode).toBe(429);
  });
});

describe('the routes', () => {
  it('need a session and the site’s origin', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${base}/setup` })).statusCode).toBe(401);
    const a = await account();
    const cross = await t.app.inject({ method: 'POST', url: `${base}/setup`, headers: { cookie: a.session.cookie, origin: 'https://evil.example' } });
    expect(cross.statusCode).toBe(403);
  });

  it('addAdmin enrols for real: the test secret, encrypted, and a remembered browser that loginAs uses', async () => {
    const a = await account('tresoreria', true);
    const row = await userRow(a.id);
    expect(decryptSecret(testSessionSecret, a.id, row.totpSecret!)).toBe(testTotpSecret);
    expect(row.totpEnabledAt).not.toBeNull();
    // Without the remembered browser the password alone is not enough.
    const bare = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: sameOrigin }, payload: { username: a.username, password } });
    expect(bare.json().secondFactor).toBe('required');
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin, cookie: rememberedCookie(t.app, a.username) },
      payload: { username: a.username, password },
    });
    expect(withCookie.statusCode).toBe(200);
  });
});
