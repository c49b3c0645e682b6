// Two-factor sign-in at the login (issue 15 item 3, decision 190): the code step, codes never taken twice (also by
// two logins at once), recovery codes used once, the remembered browser, the limits, the audit entries, SPEC's login
// unchanged without 2FA, and "a stolen password alone does not open the back office for an admin or the treasurer".
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { adminSessions, adminTrustedBrowsers, auditLog, loginAttempts, users } from '#server/db/schema.ts';
import { spendRecoveryCode } from '#server/features/admin/recovery-codes.ts';
import { acceptCode } from '#server/features/admin/totp.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';
import type { Role } from '#shared/permissions.ts';
import { onPostgres } from '../helpers/app.ts';
import {
  addAdmin,
  asAdmin,
  clearOfStepEdge,
  loginAs,
  rememberedCookie,
  sameOrigin,
  testSessionSecret,
  testTotpSecret,
  totpCode,
  trustedBrowsersOf,
} from '../helpers/admin.ts';
import { concreteUrl, routeTable } from '../helpers/route-table.ts';

const t = withTestApp();
beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

const password = 'una-contrasenya-de-proves';
let count = 0;

/** A new account (its own last step and limits) with two-factor sign-in on (the test secret) or off. */
async function account(role: Role = 'admin', secondFactor = true) {
  const username = `persona-${++count}`;
  await addAdmin(t.database.db, username, password, role, { secondFactor });
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return { username, id: row!.id };
}

type Payload = { username: string; password: string; code?: string; recoveryCode?: string; remember?: boolean };
const login = (payload: Payload, cookie?: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: sameOrigin, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: ip,
  });

const sessionCookie = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'cbl_admin');
const sessionsOf = (id: number) => t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, id));
const step = (offset = 0) => Date.now() + offset * 30_000;

/** Enrolled accounts get their recovery codes through the account route (addAdmin does not make any). */
async function recoveryCodesOf(username: string, offset = 0): Promise<string[]> {
  const session = await loginAs(t.app, username, password);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/account/second-factor/recovery-codes',
    headers: asAdmin(session),
    payload: { code: totpCode(testTotpSecret, step(offset)) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().recoveryCodes;
}

describe('SPEC’s login without two-factor sign-in', () => {
  it('a coach without it signs in with {username, password} and gets {username, csrfToken}, no remembered browser', async () => {
    const coach = await account('entrenador', false);
    const res = await login({ username: coach.username, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: coach.username, csrfToken: expect.any(String) });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['cbl_admin', 'cbl_device']);
    // Asking to be remembered without a code remembers nothing.
    const remember = await login({ username: coach.username, password, remember: true });
    expect(remember.cookies.some((c) => c.name === 'cbl_remember')).toBe(false);
    // SPEC's wrong-password answer is unchanged.
    expect((await login({ username: coach.username, password: 'no-és-aquesta' })).json()).toEqual({ message: 'Usuari o contrasenya incorrectes.', code: 'login.invalidCredentials' });
  });
});

describe('the code step', () => {
  it('the right password alone: 401, secondFactor "required", no session, and it is not counted as a failure', async () => {
    const a = await account();
    const res = await login({ username: a.username, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: "Introduïu el codi de verificació de l'aplicació d'autenticació.",
      code: 'secondFactorLogin.required',
      secondFactor: 'required',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(a.id)).toHaveLength(0);
    expect(await t.database.db.select().from(loginAttempts)).toHaveLength(0);
  });

  it('a wrong password with a right code is SPEC’s 401 and no hint about the code', async () => {
    const a = await account();
    const res = await login({ username: a.username, password: 'no-és-aquesta', code: totpCode(testTotpSecret) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Usuari o contrasenya incorrectes.', code: 'login.invalidCredentials' });
  });

  it('a right code opens the session; the same code again is refused (never twice), and so is an older one', async () => {
    const a = await account();
    const code = totpCode(testTotpSecret, step());
    const first = await login({ username: a.username, password, code });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ username: a.username, csrfToken: expect.any(String) });
    expect(sessionCookie(first)).toBeDefined();

    const replay = await login({ username: a.username, password, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      message: "El codi de verificació no és correcte o ja s'ha fet servir.",
      code: 'secondFactorLogin.invalidCode',
      secondFactor: 'invalid',
    });
    expect(replay.headers['set-cookie']).toBeUndefined();
    // The previous step's code is still inside the window, but older than the one taken.
    expect((await login({ username: a.username, password, code: totpCode(testTotpSecret, step(-1)) })).statusCode).toBe(401);
    // The next step's is new.
    expect((await login({ username: a.username, password, code: totpCode(testTotpSecret, step(1)) })).statusCode).toBe(200);
    expect(await sessionsOf(a.id)).toHaveLength(2);
  });

  it('accepts a code one step either side (clock drift) and nothing further; spaces are ignored', async () => {
    const a = await account();
    expect((await login({ username: a.username, password, code: totpCode(testTotpSecret, step(-3)) })).statusCode).toBe(401);
    expect((await login({ username: a.username, password, code: totpCode(testTotpSecret, step(3)) })).statusCode).toBe(401);
    await clearOfStepEdge();
    const drift = totpCode(testTotpSecret, step(-1));
    expect((await login({ username: a.username, password, code: `${drift.slice(0, 3)} ${drift.slice(3)}` })).statusCode).toBe(200);
  });

  it('a code that is not six digits is a 400 on the field', async () => {
    const a = await account();
    const res = await login({ username: a.username, password, code: '12a456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.code).toEqual(['El codi té 6 xifres.']);
  });

  it('wrong codes count as failed attempts under the login limits: 5, then 429 even with the right code', async () => {
    const a = await account();
    for (let i = 0; i < 5; i++) {
      const res = await login({ username: a.username, password, code: '000000' });
      expect(res.statusCode).toBe(401);
      expect(res.json().secondFactor).toBe('invalid');
    }
    const locked = await login({ username: a.username, password, code: totpCode(testTotpSecret) });
    expect(locked.statusCode).toBe(429);
    expect(await sessionsOf(a.id)).toHaveLength(0);
  });

  it(`two logins at once with one code: exactly one session (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const a = await account();
    const code = totpCode(testTotpSecret, step());
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => login({ username: a.username, password, code }, undefined, `10.3.0.${i + 1}`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
    expect(await sessionsOf(a.id)).toHaveLength(1);
  });
});

describe('a code claimed at the same moment by several requests', () => {
  // The logins above pass one by one through the password hashing gate; here the claim itself races.
  it(`is accepted exactly once (${onPostgres ? 'PostgreSQL, one connection each' : 'PGlite'})`, async () => {
    const a = await account();
    const code = totpCode(testTotpSecret, step());
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => acceptCode(t.database.db, a.id, testTotpSecret, code)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const recovery = (await recoveryCodesOf(a.username, 1))[0]!;
    const spent = await Promise.all(Array.from({ length: 8 }, () => spendRecoveryCode(t.database.db, testSessionSecret, a.id, recovery)));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });
});

describe('recovery codes at the login', () => {
  it('each works once, whatever the case and the dash; a used or unknown one is refused', async () => {
    const a = await account();
    const codes = await recoveryCodesOf(a.username);
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    const first = await login({ username: a.username, password, recoveryCode: typed });
    expect(first.statusCode, first.body).toBe(200);
    const again = await login({ username: a.username, password, recoveryCode: codes[0]! });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: "El codi de recuperació no és correcte o ja s'ha fet servir.",
      code: 'secondFactorLogin.invalidRecoveryCode',
      secondFactor: 'invalid',
    });
    expect((await login({ username: a.username, password, recoveryCode: 'aaaa-bbbb' })).statusCode).toBe(401);
    // Another account's code does not open this one.
    const b = await account();
    const theirs = await recoveryCodesOf(b.username);
    expect((await login({ username: a.username, password, recoveryCode: theirs[0]! })).statusCode).toBe(401);
    expect((await login({ username: a.username, password, recoveryCode: codes[1]! })).statusCode).toBe(200);
    const used = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recovery_code_used'), eq(auditLog.actorId, a.id)));
    expect(used).toHaveLength(2);
  });
});

describe('the remembered browser', () => {
  it('a sign-in with a code and "remember" sets its own cookie; for 30 days the password is enough there', async () => {
    const a = await account('tresoreria');
    const first = await login({ username: a.username, password, code: totpCode(testTotpSecret), remember: true });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'cbl_remember')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 30 * 24 * 60 * 60 });
    const token = t.app.unsignCookie(cookie.value).value!;
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const [row] = await trustedBrowsersOf(t.database.db, a.id, 'remembered');
    expect(row!.id).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);

    const jar = `cbl_remember=${cookie.value}`;
    const again = await login({ username: a.username, password }, jar);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.some((c) => c.name === 'cbl_remember')).toBe(false);
    // Still the password: a wrong one is refused.
    expect((await login({ username: a.username, password: 'no-és-aquesta' }, jar)).statusCode).toBe(401);
    // Not for another account, not forged, not expired.
    const b = await account();
    expect((await login({ username: b.username, password }, jar)).json().secondFactor).toBe('required');
    expect((await login({ username: a.username, password }, `cbl_remember=${token}.forged`)).json().secondFactor).toBe('required');
    await t.database.db
      .update(adminTrustedBrowsers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(adminTrustedBrowsers.userId, a.id), eq(adminTrustedBrowsers.kind, 'remembered')));
    expect((await login({ username: a.username, password }, jar)).json().secondFactor).toBe('required');
  });

  it('ends when the password changes and when the account is disabled (which also refuses the sign-in)', async () => {
    const a = await account();
    const jar = rememberedCookie(t.app, a.username);
    expect((await login({ username: a.username, password }, jar)).statusCode).toBe(200);
    await ensureAdmin(t.database.db, a.username, 'una-altra-contrasenya-llarga');
    expect((await login({ username: a.username, password: 'una-altra-contrasenya-llarga' }, jar)).json().secondFactor).toBe('required');

    const b = await account();
    const jarB = rememberedCookie(t.app, b.username);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, b.id));
    const refused = await login({ username: b.username, password }, jarB);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Usuari o contrasenya incorrectes.', code: 'login.invalidCredentials' });
    expect((await login({ username: b.username, password, code: totpCode(testTotpSecret) })).statusCode).toBe(401);
    expect(await sessionsOf(b.id)).toHaveLength(0);
  });
});

describe('a stolen password alone does not open the back office for an admin or the treasurer', () => {
  it('with two-factor sign-in on: no session at all', async () => {
    for (const role of ['admin', 'tresoreria'] as const) {
      const a = await account(role);
      const res = await login({ username: a.username, password });
      expect(res.statusCode).toBe(401);
      expect(sessionCookie(res)).toBeUndefined();
      expect(await sessionsOf(a.id)).toHaveLength(0);
    }
  });

  it('not enrolled yet: the session reaches only its own account, every other back-office route is 403', async () => {
    const guarded: { method: string; url: string }[] = [];
    for (const route of routeTable(t.app)) {
      if (route.method === 'HEAD' || route.path === '*') continue;
      const url = concreteUrl(route.path);
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: { origin: sameOrigin } });
      if (res.statusCode === 401 && res.json().message === 'Cal iniciar sessió com a administrador.') guarded.push({ method: route.method, url });
    }
    expect(guarded.length).toBeGreaterThan(30);
    for (const role of ['admin', 'tresoreria'] as const) {
      const a = await account(role, false);
      const session = await loginAs(t.app, a.username, password);
      const reached: string[] = [];
      for (const { method, url } of guarded) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: asAdmin(session), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        const blocked = res.statusCode === 403 && res.json().message === 'Cal activar la verificació en dos passos per continuar.';
        if (!blocked) reached.push(`${method} ${url}`);
      }
      // Only the volunteer's own: the session, the to-do counts, the account's two-factor routes.
      for (const r of reached) expect(r, role).toMatch(/^(GET \/api\/admin\/session|GET \/api\/admin\/counts|\w+ \/api\/admin\/account\/)/);
      expect(reached).toContain('POST /api/admin/account/second-factor/setup');
    }
  }, 120_000);
});

describe('the audit trail of sign-ins', () => {
  it('records sign_in, sign_in_failed (the account only when it exists), recovery_code_used and sign_out, never a typed value', async () => {
    const a = await account();
    const before = (await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
    const typedPassword = 'la-contrasenya-equivocada-7';
    await login({ username: a.username, password: typedPassword }, undefined, '10.4.0.1');
    // A password typed in the username box: nothing identifying is kept.
    await login({ username: 'contrasenya-escrita-a-usuari', password: typedPassword }, undefined, '10.4.0.1');
    const wrongCode = '000000';
    await login({ username: a.username, password, code: wrongCode }, undefined, '10.4.0.1');
    const ok = await login({ username: a.username, password, code: totpCode(testTotpSecret) }, undefined, '10.4.0.1');
    const cookie = sessionCookie(ok)!;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: sameOrigin, cookie: `${cookie.name}=${cookie.value}` },
      remoteAddress: '10.4.0.1',
    });

    const rows = (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).filter((r) => r.id > before);
    const mine = rows.filter((r) => r.ip === '10.4.0.1');
    expect(mine.map((r) => [r.action, r.entity, r.actorId, r.actor, r.fields])).toEqual([
      ['sign_in_failed', 'session', a.id, a.username, ['password']],
      ['sign_in_failed', 'session', null, null, ['password']],
      ['sign_in_failed', 'session', a.id, a.username, ['code']],
      ['sign_in', 'session', a.id, a.username, ['password', 'code']],
      ['sign_out', 'session', a.id, a.username, []],
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(typedPassword);
    expect(text).not.toContain('contrasenya-escrita-a-usuari');
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/"\d{6}"/);
  });

  it('a remembered browser’s sign-in says so', async () => {
    const a = await account();
    await loginAs(t.app, a.username, password);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in'), inArray(auditLog.actorId, [a.id])));
    expect(entry!.fields).toEqual(['password', 'remembered_browser']);
  });
});
