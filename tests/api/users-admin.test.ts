// Issue 15 item 1 (decision 188): the Usuaris area's routes — invitations, roles, disabling, password links, the
// last-admin guard (also under a race on PostgreSQL), the audit entries, and 403 for every role but admin.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccountLinks, adminSessions, users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs, testAdmin, trustedBrowsersOf } from '../helpers/admin.ts';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
});
afterAll(() => t.close());

async function idOf(username: string): Promise<number | undefined> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (session: AdminSession, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asAdmin(session), ...(payload ? { payload } : {}) });

/** A volunteer with this role, signed in (second factor on, so roles that need it reach their routes). */
async function volunteer(username: string, role: 'admin' | 'tresoreria' | 'entrenador' | 'comunicacio') {
  await addAdmin(t.database.db, username, `contrasenya-de-${username}-1`, role);
  return { session: await loginAs(t.app, username, `contrasenya-de-${username}-1`), id: (await idOf(username))! };
}

const invite = (body: object, session = admin) => call(session, 'POST', '/api/admin/users/invitations', body);

describe('who may manage accounts', () => {
  it('every Usuaris route answers 403 to tresoreria, entrenador and comunicació', async () => {
    const target = await volunteer('objectiu', 'entrenador');
    for (const role of ['tresoreria', 'entrenador', 'comunicacio'] as const) {
      const { session } = await volunteer(`rol-${role}`, role);
      for (const [method, url, body] of [
        ['GET', '/api/admin/users'],
        ['POST', '/api/admin/users/invitations', { username: `nou-${role}`, email: 'nou@example.com', role: 'entrenador' }],
        ['DELETE', '/api/admin/users/invitations/1'],
        ['PATCH', `/api/admin/users/${target.id}`, { role: 'comunicacio' }],
        ['POST', `/api/admin/users/${target.id}/disable`],
        ['POST', `/api/admin/users/${target.id}/enable`],
        ['POST', `/api/admin/users/${target.id}/password-link`],
      ] as [Method, string, object?][]) {
        const res = await call(session, method, url, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('No teniu permís per fer això.');
      }
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('entrenador');
    expect(row!.disabledAt).toBeNull();
  });
});

describe('invitations', () => {
  it('answers the link once, mails the same link, lists the invitation as pending and stores only the hash', async () => {
    const res = await invite({ username: 'marta.entrenadora', email: 'Marta@Example.com', role: 'entrenador' });
    expect(res.statusCode, res.body).toBe(201);
    const { link, expiresAt, email } = res.json();
    expect(email).toBe('marta@example.com');
    const token = /\/admin\/contrasenya#([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
    expect(token).toBeDefined();
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    await t.app.mail.flush();
    const mail = t.mails.find((m) => m.to === 'marta@example.com');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('marta.entrenadora');
    expect(mail?.text).toContain('Entrenador/a');

    const [row] = await t.database.db.select().from(adminAccountLinks).where(eq(adminAccountLinks.username, 'marta.entrenadora'));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token!);

    const list = (await call(admin, 'GET', '/api/admin/users')).json();
    expect(list.invitations).toContainEqual({ id: row!.id, username: 'marta.entrenadora', email: 'marta@example.com', role: 'entrenador', expiresAt });
    expect(list.accounts.map((a: { username: string }) => a.username)).not.toContain('marta.entrenadora');
    expect(JSON.stringify(list)).not.toContain(token!);
  });

  it('409 when the username belongs to an account or a pending invitation, whatever the case', async () => {
    await invite({ username: 'pere', email: 'pere@example.com', role: 'comunicacio' });
    for (const username of [testAdmin.username.toUpperCase(), 'PERE']) {
      const res = await invite({ username, email: 'altre@example.com', role: 'entrenador' });
      expect(res.statusCode, username).toBe(409);
      expect(res.json().message).toBe('Ja hi ha un compte o una invitació pendent amb aquest nom d’usuari.');
    }
  });

  it('400 with field errors for a bad username, address or role', async () => {
    const res = await invite({ username: 'a b', email: 'no-és-correu', role: 'president' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'role', 'username']);
  });

  it('withdrawing one voids its link at once; a second withdrawal is 404', async () => {
    const { link } = (await invite({ username: 'retirat', email: 'retirat@example.com', role: 'entrenador' })).json();
    const [row] = await t.database.db.select().from(adminAccountLinks).where(eq(adminAccountLinks.username, 'retirat'));
    expect((await call(admin, 'DELETE', `/api/admin/users/invitations/${row!.id}`)).statusCode).toBe(204);
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account-links/lookup',
      headers: { origin: 'http://localhost' },
      payload: { token: link.split('#')[1] },
    });
    expect(lookup.statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/admin/users/invitations/${row!.id}`)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('a new role holds from the volunteer’s very next request, on the same session', async () => {
    const coach = await volunteer('canvi-de-rol', 'entrenador');
    expect((await call(coach.session, 'GET', '/api/contact-messages')).statusCode).toBe(403);
    expect((await call(admin, 'PATCH', `/api/admin/users/${coach.id}`, { role: 'comunicacio' })).statusCode).toBe(204);
    expect((await call(coach.session, 'GET', '/api/contact-messages')).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', '/api/admin/users/999999', { role: 'comunicacio' })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/admin/users/${coach.id}`, { role: 'president' })).statusCode).toBe(400);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once (the old cookie gets 401), its trusted devices and remembered browsers; enabling lets it sign in again', async () => {
    const v = await volunteer('desactivat', 'comunicacio');
    expect((await call(v.session, 'GET', '/api/admin/session')).statusCode).toBe(200);
    const sessions = async () => (await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, v.id))).length;
    const devices = async () => (await trustedBrowsersOf(t.database.db, v.id, 'device')).length;
    const remembered = async () => (await trustedBrowsersOf(t.database.db, v.id, 'remembered')).length;
    expect(await sessions()).toBeGreaterThan(0);
    expect(await devices()).toBeGreaterThan(0);
    expect(await remembered()).toBeGreaterThan(0);

    expect((await call(admin, 'POST', `/api/admin/users/${v.id}/disable`)).statusCode).toBe(204);
    expect((await call(v.session, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await call(v.session, 'GET', '/api/contact-messages')).statusCode).toBe(401);
    expect([await sessions(), await devices(), await remembered()]).toEqual([0, 0, 0]);
    const listed = (await call(admin, 'GET', '/api/admin/users')).json().accounts.find((a: { id: number }) => a.id === v.id);
    expect(listed).toMatchObject({ username: 'desactivat', role: 'comunicacio', disabled: true });

    expect((await call(admin, 'POST', `/api/admin/users/${v.id}/enable`)).statusCode).toBe(204);
    const again = await loginAs(t.app, 'desactivat', 'contrasenya-de-desactivat-1').catch(() => undefined);
    // Its remembered browser is gone: an account with the second factor signs in with a code again (2FA work).
    if (again) expect((await call(again, 'GET', '/api/admin/session')).statusCode).toBe(200);
    const enabled = (await call(admin, 'GET', '/api/admin/users')).json().accounts.find((a: { id: number }) => a.id === v.id);
    expect(enabled.disabled).toBe(false);
  });

  it('voids the account’s pending password link', async () => {
    const v = await volunteer('amb-enllac', 'entrenador');
    const { link } = (await call(admin, 'POST', `/api/admin/users/${v.id}/password-link`)).json();
    await call(admin, 'POST', `/api/admin/users/${v.id}/disable`);
    const lookup = await t.app.inject({ method: 'POST', url: '/api/admin/account-links/lookup', headers: { origin: 'http://localhost' }, payload: { token: link.split('#')[1] } });
    expect(lookup.statusCode).toBe(404);
    const refused = await call(admin, 'POST', `/api/admin/users/${v.id}/password-link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/desactivat/);
  });
});
