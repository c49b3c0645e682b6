import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';

/** What a same-origin browser sends: `app.inject` talks to host localhost:80. */
export const sameOrigin = 'http://localhost';
export const testAdmin = { username: 'gestor', password: 'una-contrasenya-de-proves' } as const;

export type AdminSession = { cookie: string; csrfToken: string; token: string };

export async function addAdmin(db: Db, username: string = testAdmin.username, password: string = testAdmin.password) {
  await ensureAdmin(db, username, password);
}

/** Logs in through the API (as the browser does) and returns the cookie header to send back. */
export async function loginAs(
  app: FastifyInstance,
  username: string = testAdmin.username,
  password: string = testAdmin.password,
): Promise<AdminSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: sameOrigin },
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
