// The browser tests' back-office accounts (decision 190). Read by scripts/e2e-accounts.ts, which makes them in each
// server's database before it starts, and by the tests (fixtures.ts, admin-helpers.ts). No Playwright import here.
import { sign } from '@fastify/cookie';
import { Secret, TOTP } from 'otpauth';

/** Both servers (demo and empty) sign cookies with this secret, so one remembered-browser cookie serves both. */
export const e2eSessionSecret = 'e2e-session-secret-for-both-browser-test-servers';

/** The servers' admin (role admin): two-factor sign-in on with this secret, and every test's browser remembered. */
export const admin = { username: 'admin', password: 'contrasenya-de-proves' } as const;
export const adminTotpSecret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

/** The remembered-browser token both servers know for the admin (the tables keep its SHA-256 only). */
export const adminRememberToken = 'e2e-remembered-browser-of-the-admin';

/** A second admin on the demo server, without two-factor sign-in yet: the enrolment test signs in with it. */
export const newAdmin = { username: 'nova-admin', password: 'contrasenya-de-la-nova-admin' } as const;

/** The remembered-browser cookie as a browser context takes it (path /api/admin, like the server sets it). */
export const rememberedAdminCookie = (url: string) => ({
  name: 'cbl_remember',
  value: sign(adminRememberToken, e2eSessionSecret),
  domain: new URL(url).hostname,
  path: '/api/admin',
  httpOnly: true,
  sameSite: 'Strict' as const,
});

/** The authenticator app's code for a secret at a time (a code is accepted once per 30-second step). */
export const totpCode = (secret: string, at: number = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
