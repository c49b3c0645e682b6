import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminRecoveryCodes, adminTrustedBrowsers, users } from '#server/db/schema.ts';
import type { Role } from '#shared/permissions.ts';
import { rememberCookieName } from '#server/features/admin/remember-cookie.ts';
import { encryptSecret, totpAt } from '#server/features/admin/totp.ts';
import { forgetTrustedBrowsers, type TrustedBrowserKind, trustBrowser } from '#server/features/admin/trusted-browsers.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';

/** What a same-origin browser sends: `app.inject` talks to host localhost:80. */
export const sameOrigin = 'http://localhost';
export const testAdmin = { username: 'gestor', password: 'una-contrasenya-de-proves' } as const;

/** The authenticator-app secret every account made by addAdmin is enrolled with (base32, 160 bits). */
export const testTotpSecret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** SESSION_SECRET of testConfig() (tests/helpers/app.ts): the key the secret is encrypted under. */
export const testSessionSecret = 'x'.repeat(40);

/**
 * The authenticator app's code for a secret at a time (default: the test secret, now). A code is accepted once per
 * 30-second step: a test that signs in with codes twice uses the next step (`Date.now() + 30_000`) the second time.
 */
export const totpCode = (secret: string = testTotpSecret, at: number = Date.now()) => totpAt(secret, at);

/**
 * Waits, when needed, until the current 30-second step has at least `marginMs` left. A test whose code is one step
 * away from "now" (clock drift) must be checked in the same step it was computed in: across a step's edge the
 * previous step's code becomes two steps old, outside the window, and the test would fail by chance (~3% of runs).
 */
export async function clearOfStepEdge(marginMs = 5000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** The remembered-browser token addAdmin gives each account, so loginAs needs only the password (like a browser). */
export const rememberedTokenOf = (username: string) => `test-remembered-browser-${username}`;

export type AddAdminOptions = {
  /** Two-factor sign-in on (default) or off (e.g. a coach without it, or an admin who has not enrolled yet). */
  secondFactor?: boolean;
  /** When the app under test runs with another SESSION_SECRET. */
  sessionSecret?: string;
};

export type AdminSession = { cookie: string; csrfToken: string; token: string };

/**
 * A volunteer's account with this role (default admin), enrolled in two-factor sign-in for real: the test secret
 * encrypted as the app keeps it, totpEnabledAt set, and a remembered browser (30 days) whose token loginAs sends —
 * so many logins in a row need only the password. `{ secondFactor: false }` makes an account without it.
 */
export async function addAdmin(
  db: Db,
  username: string = testAdmin.username,
  password: string = testAdmin.password,
  role: Role = 'admin',
  options: AddAdminOptions = {},
) {
  await ensureAdmin(db, username, password);
  const [user] = await db.update(users).set({ role }).where(eq(users.username, username)).returning({ id: users.id });
  const id = user!.id;
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, id));
  await forgetTrustedBrowsers(db, id, 'remembered');
  if (options.secondFactor === false) {
    await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, id));
    return;
  }
  const secret = encryptSecret(options.sessionSecret ?? testSessionSecret, id, testTotpSecret);
  await db.update(users).set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: null }).where(eq(users.id, id));
  await trustBrowser(db, 'remembered', id, rememberedTokenOf(username));
}

/** An account's rows of one kind of trusted browser (decision 201): 'device' (login limits) or 'remembered' (2FA). */
export const trustedBrowsersOf = (db: Db, userId: number, kind: TrustedBrowserKind) =>
  db
    .select()
    .from(adminTrustedBrowsers)
    .where(and(eq(adminTrustedBrowsers.userId, userId), eq(adminTrustedBrowsers.kind, kind)));

/** The remembered-browser cookie of an account made by addAdmin, as the browser sends it back. */
export const rememberedCookie = (app: FastifyInstance, username: string = testAdmin.username) =>
  `${rememberCookieName(app.config)}=${app.signCookie(rememberedTokenOf(username))}`;

/**
 * Logs in through the API (as the browser does, from the browser addAdmin remembered: the password is enough) and
 * returns the cookie header to send back.
 */
export async function loginAs(
  app: FastifyInstance,
  username: string = testAdmin.username,
  password: string = testAdmin.password,
): Promise<AdminSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: sameOrigin, cookie: rememberedCookie(app, username) },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name.endsWith('cbl_admin'));
  if (!cookie) throw new Error('no session cookie');
  const unsigned = app.unsignCookie(cookie.value);
  return { cookie: `${cookie.name}=${cookie.value}`, csrfToken: res.json().csrfToken, token: unsigned.value ?? '' };
}

/** Headers of a same-origin admin request. */
export const asAdmin = (session: AdminSession) => ({ cookie: session.cookie, origin: sameOrigin });

/**
 * Turns two-factor sign-in on through the API for a signed-in session (what the account area does), on a server
 * reached with fetch: setup, then a code of the secret it answered. From then on the session reaches every route of
 * its role. Returns the secret and the recovery codes.
 */
export async function enrolByFetch(url: string, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const setup = await fetch(`${url}/api/admin/account/second-factor/setup`, { method: 'POST', headers, body: '{}' });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await fetch(`${url}/api/admin/account/second-factor/enable`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: totpCode(secret) }),
  });
  if (enable.status !== 200) throw new Error(`enable failed: ${enable.status} ${await enable.text()}`);
  return { secret, recoveryCodes: ((await enable.json()) as { recoveryCodes: string[] }).recoveryCodes };
}
