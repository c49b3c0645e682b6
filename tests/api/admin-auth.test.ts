import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSessions, loginAttempts, matches, users } from '#server/db/schema.ts';
import { hashPassword, setPasswordCost } from '#server/features/admin/passwords.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs, rememberedCookie, sameOrigin, testAdmin } from '../helpers/admin.ts';

const wrong = 'Usuari o contrasenya incorrectes.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

// From the browser addAdmin remembered (two-factor sign-in is on for the account): the password is enough.
const login = (username: string, password: string, headers: Record<string, string> = { origin: sameOrigin }, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { cookie: rememberedCookie(t.app), ...headers },
    payload: { username, password },
    remoteAddress: ip,
  });

const session = (cookie?: string) => t.app.inject({ url: '/api/admin/session', headers: cookie ? { cookie } : {} });

describe('login', () => {
  it('opens a session in an HttpOnly, SameSite=Lax cookie whose token is stored only as its SHA-256', async () => {
    const res = await login(testAdmin.username, testAdmin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: testAdmin.username, csrfToken: expect.any(String) });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^cbl_admin=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = res.cookies[0]!;
    const token = t.app.unsignCookie(cookie.value).value!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const id = createHash('sha256').update(token).digest('hex');
    const rows = await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.csrfToken).toBe(res.json().csrfToken);
    const me = await session(`${cookie.name}=${cookie.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: testAdmin.username, csrfToken: res.json().csrfToken });
  });

  it('gives a new session id at every login and drops the one the browser had', async () => {
    const first = await loginAs(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin, cookie: `${first.cookie}; ${rememberedCookie(t.app)}` },
      payload: testAdmin,
    });
    expect(res.statusCode).toBe(200);
    const second = res.cookies[0]!;
    expect(`${second.name}=${second.value}`).not.toBe(first.cookie);
    expect((await session(first.cookie)).statusCode).toBe(401);
    expect((await session(`${second.name}=${second.value}`)).statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown user and a wrong password, in similar time', async () => {
    // Production's hashing cost for the account and for the unknown name's dummy alike: this test measures it (the
    // suite hashes cheaply, decision 195). The account's hash is made again at that cost.
    setPasswordCost(15);
    try {
      await t.database.db.update(users).set({ password: await hashPassword(testAdmin.password) }).where(eq(users.username, testAdmin.username));
      const time = async (username: string) => {
        const start = performance.now();
        const res = await login(username, 'no-és-la-contrasenya');
        return { res, ms: performance.now() - start };
      };
      await time('escalfament'); // the first scrypt call warms up the thread pool (and makes the dummy hash)
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await time(testAdmin.username), await time(`ningu-${i}`));
      const known = runs.filter((_, i) => i % 2 === 0);
      const unknown = runs.filter((_, i) => i % 2 === 1);
      for (const { res } of runs) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: wrong });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[1]!;
      const ratio = median(known) / median(unknown);
      // Without the dummy hash an unknown user would answer ~100 times faster; the bounds allow for machine noise.
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
    } finally {
      setPasswordCost(t.app.config.passwordHashCost);
    }
  }, 120_000);

  it('validates the body with the form’s messages', async () => {
    const res = await login('  ', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      username: ["L'usuari és obligatori"],
      password: ['La contrasenya és obligatòria'],
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: sameOrigin }, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('is refused from another site, and without Origin or Referer', async () => {
    const evil = await login(testAdmin.username, testAdmin.password, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toMatch(/web del club/);
    expect((await login(testAdmin.username, testAdmin.password, {})).statusCode).toBe(403);
    const viaReferer = await login(testAdmin.username, testAdmin.password, { referer: `${sameOrigin}/admin/login` });
    expect(viaReferer.statusCode).toBe(200);
  });
});

describe('login attempt limits (counted in the database)', () => {
  it('after 5 failures for a username answers 429, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await login(testAdmin.username, `dolenta-${i}`)).statusCode).toBe(401);
    const locked = await login(testAdmin.username, testAdmin.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Massa intents/);
    // Other letter case is the same username for the counter.
    expect((await login(testAdmin.username.toUpperCase(), 'x')).statusCode).toBe(429);
    // Another username from the same address is not locked.
    expect((await login('una-altra', 'x')).statusCode).toBe(401);
    // 16 minutes later the failures no longer count.
    await t.database.db.update(loginAttempts).set({ attemptedAt: sql`now() - interval '16 minutes'` });
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  }, 120_000);

  it('a success clears the username’s failures from that address', async () => {
    for (let i = 0; i < 4; i++) await login(testAdmin.username, `dolenta-${i}`);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(testAdmin.username, `dolenta-${i}`)).statusCode).toBe(401);
    expect((await login(testAdmin.username, testAdmin.password)).statusCode).toBe(429);
  }, 120_000);

  it('after 20 failures from one address answers 429 to that address only', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`usuari-${i}`, 'x', undefined, '10.9.9.9')).statusCode).toBe(401);
    expect((await login('un-altre-usuari', 'x', undefined, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(testAdmin.username, testAdmin.password, undefined, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(testAdmin.username, testAdmin.password, undefined, '10.8.8.8')).statusCode).toBe(200);
  }, 120_000);
});

describe('sessions', () => {
  let s: AdminSession;
  beforeEach(async () => {
    s = await loginAs(t.app);
  });
  const idOf = (x: AdminSession) => createHash('sha256').update(x.token).digest('hex');
  const setSession = (x: AdminSession, values: Record<string, unknown>) =>
    t.database.db.update(adminSessions).set(values).where(eq(adminSessions.id, idOf(x)));

  it('without a cookie, or with a forged one, answers 401', async () => {
    expect((await session()).statusCode).toBe(401);
    expect((await session()).json().message).toMatch(/iniciar sessió/);
    const [name, value] = s.cookie.split('=') as [string, string];
    const forged = `${name}=${value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await session(forged)).statusCode).toBe(401);
    // The bare token without its signature is not accepted either.
    expect((await session(`${name}=${s.token}`)).statusCode).toBe(401);
  });

  it('expires after 8 hours idle', async () => {
    await setSession(s, { lastSeenAt: sql`now() - interval '7 hours 59 minutes'` });
    expect((await session(s.cookie)).statusCode).toBe(200);
    await setSession(s, { lastSeenAt: sql`now() - interval '8 hours 1 minute'` });
    expect((await session(s.cookie)).statusCode).toBe(401);
  });

  it('expires 7 days after the login even when used all along', async () => {
    await setSession(s, { createdAt: sql`now() - interval '7 days 1 minute'`, expiresAt: sql`now() - interval '1 minute'` });
    expect((await session(s.cookie)).statusCode).toBe(401);
  });

  it('keeps lastSeenAt fresh, writing it at most once a minute', async () => {
    const lastSeen = async () =>
      (await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, idOf(s))))[0]!.lastSeenAt.getTime();
    await setSession(s, { lastSeenAt: sql`now() - interval '30 seconds'` });
    const before = await lastSeen();
    await session(s.cookie);
    expect(await lastSeen()).toBe(before);
    await setSession(s, { lastSeenAt: sql`now() - interval '5 minutes'` });
    await session(s.cookie);
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);
  });

  it('logout destroys the session and clears the cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: asAdmin(s) });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/cbl_admin=;.*Expires=Thu, 01 Jan 1970/);
    expect((await session(s.cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, idOf(s)))).toHaveLength(0);
  });

  it('logout from another site is refused and the session survives', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: s.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await session(s.cookie)).statusCode).toBe(200);
  });
});

describe('cross-site requests (CSRF)', () => {
  let s: AdminSession;
  beforeAll(async () => {
    s = await loginAs(t.app);
  });
  const match = { homeTeam: 'CB Llívia', awayTeam: 'CB Puigcerdà', matchDate: '2026-12-05', matchTime: '18:00', venue: 'Pavelló Fòrum', category: 'Sènior Masculí' };
  const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(matches))[0]!.n;

  it('refuses a mutation from another origin without the token (403) and changes nothing', async () => {
    const before = await count();
    for (const headers of [
      { cookie: s.cookie, origin: 'https://evil.example' },
      { cookie: s.cookie, origin: 'null' },
      { cookie: s.cookie, referer: 'https://evil.example/form.html' },
      { cookie: s.cookie },
      { cookie: s.cookie, origin: 'https://evil.example', 'x-csrf-token': 'no-és-el-token' },
      { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/matches', headers, payload: match });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toMatch(/web del club/);
    }
    expect(await count()).toBe(before);
  });

  it('accepts the same origin, a same-origin Referer, or the session’s token', async () => {
    for (const headers of [
      { cookie: s.cookie, origin: sameOrigin },
      { cookie: s.cookie, referer: `${sameOrigin}/admin?tab=partits` },
      { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/matches', headers, payload: match });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('does not apply to reads', async () => {
    const res = await t.app.inject({ url: '/api/contact-messages', headers: { cookie: s.cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('names the cookie __Host- and marks it Secure', async () => {
    const prod = await createTestApp({ isProduction: true });
    try {
      await addAdmin(prod.database.db);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'https://localhost', cookie: rememberedCookie(prod.app) },
        payload: testAdmin,
      });
      expect(res.statusCode).toBe(200);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-cbl_admin=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).not.toMatch(/Domain=/);
    } finally {
      await prod.close();
    }
  });
});
