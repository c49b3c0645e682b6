// Issue 15 item 3, acceptance "a stolen password alone does not open the back office for an admin or the treasurer"
// (decision 190): an invitation or password link of an account whose role requires a second factor enrols the
// authenticator app together with the password (the right code or nothing); no role change raises an account without
// one; an admin resets a lost phone (everything ends at once, a link enrols again).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminSessions, auditLog, loginAttempts, users } from '#server/db/schema.ts';
import { decryptSecret, totpAt } from '#server/features/admin/totp.ts';
import { secondFactorRequired } from '#shared/permissions.ts';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app.ts';
import {
  type AdminSession,
  addAdmin,
  asAdmin,
  loginAs,
  rememberedCookie,
  sameOrigin,
  testAdmin,
  testSessionSecret,
  testTotpSecret,
  totpCode,
  trustedBrowsersOf,
} from '../helpers/admin.ts';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
});
afterAll(() => t.close());

/** Each call from its own address: the per-address limits of the link routes are account-links.test.ts's. */
let nextIp = 1;
const freshIp = () => `10.7.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const post = (url: string, payload: object, headers: Record<string, string> = { origin: sameOrigin }) =>
  t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers, payload });
const lookup = (token: string) => post('/api/admin/account-links/lookup', { token });
const accept = (token: string, password: string, code?: string) =>
  post('/api/admin/account-links/accept', { token, password, ...(code === undefined ? {} : { code }) });
const login = (username: string, password: string, extra: object = {}, cookie?: string) =>
  post('/api/admin/login', { username, password, ...extra }, { origin: sameOrigin, ...(cookie ? { cookie } : {}) });
const call = (session: AdminSession, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asAdmin(session), ...(payload ? { payload } : {}) });

const tokenOf = (link: string) => link.split('#')[1]!;
const account = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
const idOf = async (username: string) => (await account(username))!.id;

async function invitation(username: string, role: string): Promise<string> {
  const res = await call(admin, 'POST', '/api/admin/users/invitations', { username, email: `${username}@example.com`, role });
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(res.json().link);
}

/** The secret a link shows to enrol (its lookup's `enrol`). */
async function linkSecretOf(token: string): Promise<string> {
  const res = await lookup(token);
  expect(res.statusCode, res.body).toBe(200);
  const { enrol } = res.json() as { enrol?: { secret: string; otpauthUri: string } };
  expect(enrol, 'the link enrols').toBeDefined();
  return enrol!.secret;
}

const step = (at = Date.now()) => Math.floor(at / 30_000);

describe('an invitation for a role that requires the second factor', () => {
  it('shows a secret to enrol, the same at every lookup; an entrenador’s does not', async () => {
    const token = await invitation('nova-presidenta', 'admin');
    const first = (await lookup(token)).json();
    expect(first).toMatchObject({ kind: 'invite', username: 'nova-presidenta' });
    expect(first.enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/CB%20Ll%C3%ADvia:nova-presidenta\?/);
    expect(first.enrol.otpauthUri).toContain(`secret=${first.enrol.secret}`);
    expect((await lookup(token)).json().enrol).toEqual(first.enrol);
    // Another link, another secret.
    expect(await linkSecretOf(await invitation('nova-tresorera', 'tresoreria'))).not.toBe(first.enrol.secret);
    expect((await lookup(await invitation('nou-entrenador', 'entrenador'))).json()).toEqual({ kind: 'invite', username: 'nou-entrenador' });
  });

  it('cannot be accepted without a right code: no code or a wrong one is a 400 on the code field, and the link stays usable', async () => {
    const token = await invitation('sense-codi', 'admin');
    const secret = await linkSecretOf(token);
    const missing = await accept(token, 'una frase llarga i meva');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.code).toEqual(['Escriviu el codi de 6 xifres de l’aplicació.']);
    const wrongCode = totpAt(secret, Date.now() + 10 * 30_000);
    const wrong = await accept(token, 'una frase llarga i meva', wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code[0]).toMatch(/^El codi no és correcte o ja s’ha fet servir/);
    // The code of another secret (e.g. the admin's own app) is wrong too.
    expect((await accept(token, 'una frase llarga i meva', totpCode(testTotpSecret))).statusCode).toBe(400);
    expect(await account('sense-codi')).toBeUndefined();
    expect((await lookup(token)).statusCode).toBe(200);
    // A bad password is still the password's 400, before any code is looked at.
    const weak = await accept(token, 'password1234', totpCode(secret));
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fieldErrors)).toEqual(['password']);
    expect((await accept(token, 'una frase llarga i meva', totpCode(secret))).statusCode).toBe(200);
  });

  it('the right code creates the account with the password and the second factor on together, and answers ten recovery codes once', async () => {
    const token = await invitation('amb-codi', 'tresoreria');
    const secret = await linkSecretOf(token);
    const code = totpCode(secret);
    const res = await accept(token, 'la tresoreria del club', code);
    expect(res.statusCode, res.body).toBe(200);
    const { recoveryCodes, ...rest } = res.json();
    expect(rest).toEqual({ kind: 'invite', username: 'amb-codi' });
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const row = (await account('amb-codi'))!;
    expect(row.role).toBe('tresoreria');
    expect(row.totpEnabledAt).not.toBeNull();
    // Kept encrypted like any enrolled secret, and it is the one the link showed.
    expect(row.totpSecret).not.toContain(secret);
    expect(decryptSecret(testSessionSecret, row.id, row.totpSecret!)).toBe(secret);
    // The code's step is taken: it can never be used again.
    expect(row.totpLastStep).toBeGreaterThanOrEqual(step() - 1);
    const stored = await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, row.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(row.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['invitation_accepted', 'second_factor_enabled']);
    expect(entries.every((e) => e.actorId === row.id)).toBe(true);
    // Used once.
    expect((await accept(token, 'la tresoreria del club', code)).statusCode).toBe(404);
  });

  it('the account signs in only with the password and a code: the password alone is 401 "required", the enrolment code is refused, the next one opens', async () => {
    const token = await invitation('admin-nova', 'admin');
    const secret = await linkSecretOf(token);
    const enrolledAt = Date.now();
    expect((await accept(token, 'la nova admin del club', totpAt(secret, enrolledAt))).statusCode).toBe(200);

    const alone = await login('admin-nova', 'la nova admin del club');
    expect(alone.statusCode).toBe(401);
    expect(alone.json().secondFactor).toBe('required');
    expect(alone.cookies.find((c) => c.name.endsWith('cbl_admin'))).toBeUndefined();
    const replay = await login('admin-nova', 'la nova admin del club', { code: totpAt(secret, enrolledAt) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().secondFactor).toBe('invalid');
    const next = await login('admin-nova', 'la nova admin del club', { code: totpAt(secret, enrolledAt + 30_000) });
    expect(next.statusCode, next.body).toBe(200);
    const cookie = next.cookies.find((c) => c.name.endsWith('cbl_admin'))!;
    const session = await t.app.inject({ url: '/api/admin/session', headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(session.json()).toMatchObject({ username: 'admin-nova', role: 'admin', secondFactor: { enabled: true, required: true } });
  });

  it('wrong codes are limited like the account area’s: after 5, 429 even for the right code; the link still works later', async () => {
    const token = await invitation('massa-codis', 'admin');
    const secret = await linkSecretOf(token);
    for (let i = 0; i < 5; i += 1) expect((await accept(token, 'una frase llarga i meva', '000000')).statusCode).toBe(400);
    const held = await accept(token, 'una frase llarga i meva', totpCode(secret));
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Massa codis incorrectes/);
    expect(await account('massa-codis')).toBeUndefined();
    // The window passed (the attempts aged out): the link is as it was.
    await t.database.db.delete(loginAttempts).where(eq(loginAttempts.username, 'massa-codis'));
    expect((await accept(token, 'una frase llarga i meva', totpCode(secret))).statusCode).toBe(200);
  });

  it('bad bodies are Catalan 400s, never 500s', async () => {
    const token = await invitation('cos-dolent', 'admin');
    for (const code of ['abc', '1234567', 123456, null, ['123456'], { code: '1' }]) {
      const res = await post('/api/admin/account-links/accept', { token, password: 'una frase llarga i meva', code });
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      expect(res.json().message, JSON.stringify(code)).toMatch(/[a-zà-ú]/);
      expect(res.json().message).not.toMatch(/Expected|Invalid input/);
    }
    expect(await account('cos-dolent')).toBeUndefined();
  });
});

describe('a password link of an account whose role requires the second factor', () => {
  it('without one (made from the command line, or from before): the link enrols, the password alone never opens', async () => {
    await addAdmin(t.database.db, 'admin-antiga', 'la-contrasenya-antiga', 'admin', { secondFactor: false });
    const id = await idOf('admin-antiga');
    const token = tokenOf((await call(admin, 'POST', `/api/admin/users/${id}/password-link`)).json().link);
    const secret = await linkSecretOf(token);
    expect((await accept(token, 'la-contrasenya-nova-i-llarga')).statusCode).toBe(400);
    const res = await accept(token, 'la-contrasenya-nova-i-llarga', totpCode(secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recoveryCodes).toHaveLength(10);
    expect((await account('admin-antiga'))!.totpEnabledAt).not.toBeNull();
    expect((await login('admin-antiga', 'la-contrasenya-nova-i-llarga')).json().secondFactor).toBe('required');
  });

  it('with one: the link sets the password only, and the app keeps working', async () => {
    await addAdmin(t.database.db, 'admin-oblidadissa', 'la-contrasenya-antiga', 'admin');
    const id = await idOf('admin-oblidadissa');
    const token = tokenOf((await call(admin, 'POST', `/api/admin/users/${id}/password-link`)).json().link);
    expect((await lookup(token)).json()).toEqual({ kind: 'reset', username: 'admin-oblidadissa' });
    const res = await accept(token, 'la-contrasenya-nova-i-llarga');
    expect(res.json()).toEqual({ kind: 'reset', username: 'admin-oblidadissa' });
    expect((await login('admin-oblidadissa', 'la-contrasenya-nova-i-llarga')).json().secondFactor).toBe('required');
    expect((await login('admin-oblidadissa', 'la-contrasenya-nova-i-llarga', { code: totpCode() })).statusCode).toBe(200);
  });

  it('an account that turned it on after the link was made: the link no longer enrols (the account decides at each request)', async () => {
    await addAdmin(t.database.db, 'admin-tardana', 'la-contrasenya-antiga', 'admin', { secondFactor: false });
    const id = await idOf('admin-tardana');
    const token = tokenOf((await call(admin, 'POST', `/api/admin/users/${id}/password-link`)).json().link);
    await linkSecretOf(token);
    await addAdmin(t.database.db, 'admin-tardana', 'la-contrasenya-antiga', 'admin');
    expect((await lookup(token)).json().enrol).toBeUndefined();
    expect((await accept(token, 'la-contrasenya-nova-i-llarga')).statusCode).toBe(200);
    expect(decryptSecret(testSessionSecret, id, (await account('admin-tardana'))!.totpSecret!)).toBe(testTotpSecret);
  });
});

describe('a role change', () => {
  it('does not give a role that requires the second factor to an account without it (409, nothing changes); with it, it does', async () => {
    await addAdmin(t.database.db, 'entrenadora-sense', 'contrasenya-de-proves-1', 'entrenador', { secondFactor: false });
    const id = await idOf('entrenadora-sense');
    for (const role of ['admin', 'tresoreria']) {
      const res = await call(admin, 'PATCH', `/api/admin/users/${id}`, { role });
      expect(res.statusCode, role).toBe(409);
      expect(res.json().message).toBe('Aquest voluntari ha d’activar la verificació en dos passos (El meu compte) abans de tenir aquest rol.');
    }
    expect((await account('entrenadora-sense'))!.role).toBe('entrenador');
    expect((await call(admin, 'PATCH', `/api/admin/users/${id}`, { role: 'comunicacio' })).statusCode).toBe(204);

    await addAdmin(t.database.db, 'entrenadora-amb', 'contrasenya-de-proves-1', 'entrenador');
    const withIt = await idOf('entrenadora-amb');
    expect((await call(admin, 'PATCH', `/api/admin/users/${withIt}`, { role: 'tresoreria' })).statusCode).toBe(204);
    expect((await account('entrenadora-amb'))!.role).toBe('tresoreria');
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'role_changed'), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
  });

  it('turning it off while being raised at the same moment never leaves an admin without it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const username = `pujada-${round}`;
      await addAdmin(t.database.db, username, 'contrasenya-de-proves-1', 'entrenador');
      const coach = await loginAs(t.app, username, 'contrasenya-de-proves-1');
      const id = await idOf(username);
      const off = call(coach, 'POST', '/api/admin/account/second-factor/disable', {
        password: 'contrasenya-de-proves-1',
        code: totpCode(),
      });
      const raise = call(admin, 'PATCH', `/api/admin/users/${id}`, { role: 'admin' });
      const [offRes, raiseRes] = await Promise.all([off, raise]);
      const row = (await account(username))!;
      expect(
        secondFactorRequired[row.role] && row.totpEnabledAt === null,
        `round ${round}: disable ${offRes.statusCode}, raise ${raiseRes.statusCode}, role ${row.role}`,
      ).toBe(false);
    }
  }, 60_000);
});

describe('resetting another volunteer’s second factor (a lost phone)', () => {
  const reset = (session: AdminSession, id: number) => call(session, 'POST', `/api/admin/users/${id}/second-factor-reset`);

  it('ends at once the sessions, remembered browsers, recovery codes, the app and the password; the link enrols again', async () => {
    await addAdmin(t.database.db, 'tresorera-sense-mobil', 'la-contrasenya-de-sempre', 'tresoreria');
    await t.database.db.update(users).set({ email: 'tresorera@example.com' }).where(eq(users.username, 'tresorera-sense-mobil'));
    const id = await idOf('tresorera-sense-mobil');
    const before = await loginAs(t.app, 'tresorera-sense-mobil', 'la-contrasenya-de-sempre');
    const renewed = await call(before, 'POST', '/api/admin/account/second-factor/recovery-codes', { code: totpCode() });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const oldRecoveryCode = renewed.json().recoveryCodes[0] as string;

    const res = await reset(admin, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'tresorera@example.com' });
    const token = tokenOf(res.json().link);

    expect((await t.app.inject({ url: '/api/admin/session', headers: asAdmin(before) })).statusCode).toBe(401);
    expect(await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, id))).toHaveLength(0);
    expect(await trustedBrowsersOf(t.database.db, id, 'remembered')).toHaveLength(0);
    expect(await t.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, id))).toHaveLength(0);
    const row = (await account('tresorera-sense-mobil'))!;
    expect([row.totpSecret, row.totpEnabledAt, row.totpLastStep]).toEqual([null, null, null]);
    // Neither the old password (even from the browser it remembered) nor the old app nor a recovery code open anything.
    for (const extra of [{}, { code: totpCode() }, { recoveryCode: oldRecoveryCode }]) {
      const refused = await login('tresorera-sense-mobil', 'la-contrasenya-de-sempre', extra, rememberedCookie(t.app, 'tresorera-sense-mobil'));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().secondFactor).toBeUndefined();
    }
    // Those were failed sign-ins under the login's limit (5 per account): let them age out for the rest.
    await t.database.db.delete(loginAttempts).where(eq(loginAttempts.username, 'tresorera-sense-mobil'));
    await t.app.mail.flush();
    const [mail] = t.mails.filter((m) => m.to === 'tresorera@example.com');
    expect(mail!.text).toContain(res.json().link);
    expect(mail!.text).toMatch(/mòbil nou/);

    // The link: a new password and a new app, in one step.
    const secret = await linkSecretOf(token);
    expect(secret).not.toBe(testTotpSecret);
    expect((await accept(token, 'una contrasenya nova de trinca')).statusCode).toBe(400);
    const enrolledAt = Date.now();
    const accepted = await accept(token, 'una contrasenya nova de trinca', totpAt(secret, enrolledAt));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const newRecoveryCodes = accepted.json().recoveryCodes as string[];
    expect(newRecoveryCodes).toHaveLength(10);
    expect(newRecoveryCodes).not.toContain(oldRecoveryCode);

    expect((await login('tresorera-sense-mobil', 'una contrasenya nova de trinca', { recoveryCode: oldRecoveryCode })).json().secondFactor).toBe('invalid');
    expect((await login('tresorera-sense-mobil', 'una contrasenya nova de trinca', { code: totpAt(secret, enrolledAt) })).json().secondFactor).toBe('invalid');
    expect((await login('tresorera-sense-mobil', 'una contrasenya nova de trinca', { code: totpAt(secret, enrolledAt + 30_000) })).statusCode).toBe(200);
    expect((await login('tresorera-sense-mobil', 'una contrasenya nova de trinca', { recoveryCode: newRecoveryCodes[0] })).statusCode).toBe(200);
  });

  it('is audited with no link or address; the hook adds no second entry', async () => {
    await addAdmin(t.database.db, 'auditada-2fa', 'la-contrasenya-de-sempre', 'admin');
    await t.database.db.update(users).set({ email: 'auditada-2fa@example.com' }).where(eq(users.username, 'auditada-2fa'));
    const id = await idOf('auditada-2fa');
    const res = await reset(admin, id);
    expect(res.statusCode).toBe(201);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(id))));
    expect(entries.map((e) => e.action)).toEqual(['second_factor_reset']);
    expect(entries[0]).toMatchObject({ entity: 'users', actor: testAdmin.username, fields: ['password', 'totpSecret'] });
    const text = JSON.stringify(entries);
    expect(text).not.toContain('auditada-2fa@example.com');
    expect(text).not.toContain(tokenOf(res.json().link));
  });

  it('an optional role (a coach): everything ends the same, the link sets the password and the second factor stays off', async () => {
    await addAdmin(t.database.db, 'entrenador-sense-mobil', 'la-contrasenya-de-sempre', 'entrenador');
    const id = await idOf('entrenador-sense-mobil');
    const token = tokenOf((await reset(admin, id)).json().link);
    expect((await lookup(token)).json()).toEqual({ kind: 'reset', username: 'entrenador-sense-mobil' });
    expect((await login('entrenador-sense-mobil', 'la-contrasenya-de-sempre')).statusCode).toBe(401);
    expect((await accept(token, 'una contrasenya nova de trinca')).statusCode).toBe(200);
    expect((await login('entrenador-sense-mobil', 'una contrasenya nova de trinca')).statusCode).toBe(200);
  });

  it('refuses its own account, an account without it, a disabled one (409) and an unknown one (404); a bad id is a 400', async () => {
    const ownId = await idOf(testAdmin.username);
    const own = await reset(admin, ownId);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/El meu compte/);
    await addAdmin(t.database.db, 'sense-verificacio', 'la-contrasenya-de-sempre', 'comunicacio', { secondFactor: false });
    const off = await reset(admin, await idOf('sense-verificacio'));
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/^Aquest compte no té la verificació en dos passos activada/);
    await addAdmin(t.database.db, 'desactivada-2fa', 'la-contrasenya-de-sempre', 'admin');
    const disabledId = await idOf('desactivada-2fa');
    expect((await call(admin, 'POST', `/api/admin/users/${disabledId}/disable`)).statusCode).toBe(204);
    expect((await reset(admin, disabledId)).statusCode).toBe(409);
    expect((await reset(admin, 999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/users/abc/second-factor-reset', headers: asAdmin(admin) });
    expect(bad.statusCode).toBe(400);
    // Nothing changed for any of them.
    const rows = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.username, [testAdmin.username, 'desactivada-2fa']));
    expect(rows.every((r) => r.totpEnabledAt !== null)).toBe(true);
  });

  it(`two admins resetting each other at the same moment: one wins, the other’s session is gone (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const names = [`creuada-a-${round}`, `creuada-b-${round}`];
      for (const name of names) await addAdmin(t.database.db, name, 'la-contrasenya-de-sempre', 'admin');
      const [a, b] = await Promise.all(names.map((name) => loginAs(t.app, name, 'la-contrasenya-de-sempre')));
      const [idA, idB] = await Promise.all(names.map(idOf));
      const answers = await Promise.all([reset(a!, idB!), reset(b!, idA!)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([201, 401]);
      const still = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.username, names), isNull(users.totpEnabledAt)));
      expect(still, `round ${round}`).toHaveLength(1);
    }
  }, 60_000);
});
