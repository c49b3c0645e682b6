// The bench's back-office account, signed in as a volunteer would: its password passes the volunteers' policy
// (decision 188: 12 characters or more, not common, not containing the username), and the first time on a server it
// enrols its second factor through the account's own routes (decision 190: an admin reaches nothing else before),
// computing the authenticator app's codes with the server's own TOTP settings (otpauth, totp.ts), then signs in with
// a code and has the browser remembered, so later sign-ins on that server need only the password.
import { totpAt } from '#server/features/admin/totp.ts';

/** The admin the bench's servers are started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const benchAdmin = { username: 'bench', password: 'pista-coberta-de-llivia-2026' } as const;

/** The environment that makes a server create the bench admin at start-up. */
export const benchAdminEnv = { ADMIN_USERNAME: benchAdmin.username, ADMIN_PASSWORD: benchAdmin.password } as const;

export type BenchSession = {
  /** The Cookie header to send back (session cookie). */
  cookie: string;
  csrfToken: string;
  /** The session's cookies as set, for a browser context. */
  cookies: { name: string; value: string }[];
};

/** Per server (its URL): the enrolled secret and the remembered-browser cookie. */
const enrolled = new Map<string, { secret: string; remember: string | undefined }>();

const setCookies = (res: Response) =>
  res.headers.getSetCookie().map((c) => {
    const pair = c.split(';')[0]!;
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });

async function login(url: string, body: Record<string, unknown>, cookie?: string): Promise<Response> {
  return fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function sessionOf(res: Response, what: string): Promise<BenchSession> {
  if (res.status !== 200) throw new Error(`bench ${what} failed: ${res.status} ${await res.text()}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookies = setCookies(res).filter((c) => c.name.endsWith('cbl_admin'));
  if (cookies.length === 0) throw new Error(`bench ${what}: no session cookie`);
  return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), csrfToken, cookies };
}

async function post(url: string, session: BenchSession, route: string, body: unknown): Promise<Response> {
  return fetch(`${url}${route}`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: url, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Turns two-factor sign-in on for the signed-in bench admin (setup, then a code of the secret answered). */
async function enrol(url: string, session: BenchSession): Promise<string> {
  const setup = await post(url, session, '/api/admin/account/second-factor/setup', {});
  if (setup.status !== 200) throw new Error(`bench second-factor setup failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await post(url, session, '/api/admin/account/second-factor/enable', { code: totpAt(secret) });
  if (enable.status !== 200) throw new Error(`bench second-factor enable failed: ${enable.status} ${await enable.text()}`);
  await post(url, session, '/api/admin/logout', {});
  return secret;
}

/**
 * A full back-office session of the bench admin on the server at `url` (started with benchAdminEnv): the first call
 * enrols the second factor and signs in with a code, later ones sign in with the password from the remembered browser.
 */
export async function signInBenchAdmin(url: string): Promise<BenchSession> {
  let state = enrolled.get(url);
  if (state) {
    const res = await login(url, benchAdmin, state.remember);
    if (res.status === 200) return sessionOf(res, 'login');
  } else {
    // The password alone: a session that reaches only the account's own routes until the second factor is on.
    const first = await sessionOf(await login(url, benchAdmin), 'first login');
    state = { secret: await enrol(url, first), remember: undefined };
    enrolled.set(url, state);
  }
  // A code is accepted once per 30-second step and enabling took this one: the next step's code is within the
  // server's window (one step either side), and no earlier step can have been taken after it.
  const res = await login(url, { ...benchAdmin, code: totpAt(state.secret, Date.now() + 30_000), remember: true });
  const remember = setCookies(res).find((c) => c.name.endsWith('cbl_remember'));
  if (remember) state.remember = `${remember.name}=${remember.value}`;
  return sessionOf(res, 'login with a code');
}
