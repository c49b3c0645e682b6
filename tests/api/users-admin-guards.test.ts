// Issue 15 item 1 (decision 188): nobody disables or demotes themselves, the last enabled admin stays one (also when
// two admins demote or disable each other at the same moment: concurrent transactions on PostgreSQL), password
// links, and the audit entries of every change — without the e-mail or the link.
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailQueue, users } from '#server/db/schema.ts';
import { changeRole, setDisabled } from '#server/features/users/service.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs, testAdmin } from '../helpers/admin.ts';

let t: TestApp;
let admin: AdminSession;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  admin = await loginAs(t.app);
  adminId = await idOf(testAdmin.username);
});
afterAll(() => t.close());

async function idOf(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

const call = (session: AdminSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asAdmin(session), ...(payload ? { payload } : {}) });

async function signedIn(username: string, role: 'admin' | 'entrenador' = 'admin') {
  await addAdmin(t.database.db, username, `contrasenya-de-${username}-1`, role);
  return { session: await loginAs(t.app, username, `contrasenya-de-${username}-1`), id: await idOf(username) };
}

const enabledAdmins = async () =>
  (await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))).map((r) => r.id);

/** Only these accounts stay enabled admins (the others become coaches). */
const onlyAdmins = (ids: number[]) =>
  t.database.db.update(users).set({ role: 'entrenador' }).where(and(eq(users.role, 'admin'), notInArray(users.id, ids)));

describe('the last-admin guard', () => {
  it('nobody disables or changes the role of their own account (409)', async () => {
    const self = await call(admin, 'POST', `/api/admin/users/${adminId}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No podeu desactivar el vostre propi compte.');
    const demote = await call(admin, 'PATCH', `/api/admin/users/${adminId}`, { role: 'entrenador' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/^No podeu canviar el vostre propi rol/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect([row!.role, row!.disabledAt]).toEqual(['admin', null]);
  });

  it('the last enabled admin can be neither disabled nor demoted (409), whoever asks', async () => {
    // Through the routes the one asking is an enabled admin too, so this rule bites in a race (next test); here the
    // service is asked directly by someone who is no longer an admin.
    const last = await signedIn('ultima-admin');
    await onlyAdmins([last.id]);
    const by = { actorId: adminId, actor: testAdmin.username, ip: '127.0.0.1' };
    await expect(changeRole(t.app, last.id, 'entrenador', by)).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/^Ha de quedar com a mínim un compte d’administració actiu/) });
    await expect(setDisabled(t.app, last.id, true, by)).rejects.toMatchObject({ statusCode: 409 });
    expect(await enabledAdmins()).toEqual([last.id]);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  });

  it('two admins removing each other at the same moment leave one admin (concurrent transactions on PostgreSQL)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const a = await signedIn(`carrera-a-${round}`);
      const b = await signedIn(`carrera-b-${round}`);
      await onlyAdmins([a.id, b.id]);
      const change = (by: AdminSession, target: number) =>
        round % 2 === 0 ? call(by, 'PATCH', `/api/admin/users/${target}`, { role: 'entrenador' }) : call(by, 'POST', `/api/admin/users/${target}/disable`);
      const answers = await Promise.all([change(a.session, b.id), change(b.session, a.id)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      // One change wins; the other is refused by the guard (409) or, if it started after the first one ended, by its
      // role or session already gone (403 / 401).
      expect(statuses.filter((s) => s === 204), `round ${round}: ${statuses}`).toHaveLength(1);
      expect(await enabledAdmins(), `round ${round}`).toHaveLength(1);
    }
    await t.database.db.update(users).set({ role: 'admin', disabledAt: null }).where(eq(users.id, adminId));
  }, 60_000);
});

describe('links made by someone who loses the right', () => {
  it('an admin disabled or demoted: the invitations and password links they made stop working', async () => {
    const lookup = (link: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/account-links/lookup', headers: { origin: 'http://localhost' }, payload: { token: link.split('#')[1] } });
    for (const [name, takeAway] of [
      ['desactivada', (id: number) => call(admin, 'POST', `/api/admin/users/${id}/disable`)],
      ['rebaixada', (id: number) => call(admin, 'PATCH', `/api/admin/users/${id}`, { role: 'entrenador' })],
    ] as const) {
      const rogue = await signedIn(`admin-${name}`);
      const invitation = await call(rogue.session, 'POST', '/api/admin/users/invitations', { username: `convidat-${name}`, email: 'convidat@example.com', role: 'admin' });
      expect(invitation.statusCode, invitation.body).toBe(201);
      expect((await lookup(invitation.json().link)).statusCode).toBe(200);
      expect((await takeAway(rogue.id)).statusCode).toBeLessThan(300);
      expect((await lookup(invitation.json().link)).statusCode, name).toBe(404);
    }
  });
});

describe('password links', () => {
  it('answers the link once and mails it to the account’s address; a newer link replaces the older', async () => {
    await addAdmin(t.database.db, 'amb-correu', 'contrasenya-de-amb-correu-1', 'entrenador');
    const id = await idOf('amb-correu');
    await t.database.db.update(users).set({ email: 'amb.correu@example.com' }).where(eq(users.id, id));
    const first = await call(admin, 'POST', `/api/admin/users/${id}/password-link`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ email: 'amb.correu@example.com', link: expect.stringMatching(/\/admin\/contrasenya#[A-Za-z0-9_-]{43}$/) });
    const second = (await call(admin, 'POST', `/api/admin/users/${id}/password-link`)).json();
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === 'amb.correu@example.com').map((m) => m.text.includes(second.link))).toEqual([false, true]);
    // Sent, the link is no longer in the queue (kept 7 days, and in the nightly backups): only its hash stays.
    const stored = await t.database.db.select({ text: mailQueue.text }).from(mailQueue).where(eq(mailQueue.to, 'amb.correu@example.com'));
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.text).not.toContain('/admin/contrasenya#');
    const lookup = (link: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/account-links/lookup', headers: { origin: 'http://localhost' }, payload: { token: link.split('#')[1] } });
    expect((await lookup(first.json().link)).statusCode).toBe(404);
    expect((await lookup(second.link)).json()).toEqual({ kind: 'reset', username: 'amb-correu' });
    expect((await call(admin, 'POST', '/api/admin/users/999999/password-link')).statusCode).toBe(404);
  });

  it('an account without an address gets no mail; the admin has the link to pass on', async () => {
    await addAdmin(t.database.db, 'sense-correu', 'contrasenya-de-sense-correu-1', 'entrenador');
    const before = t.mails.length;
    const res = await call(admin, 'POST', `/api/admin/users/${await idOf('sense-correu')}/password-link`);
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBeNull();
    await t.app.mail.flush();
    expect(t.mails.length).toBe(before);
  });
});

describe('the audit trail', () => {
  it('records each change — who, what, which fields — and never the e-mail or the link', async () => {
    const since = (await t.database.db.select({ id: auditLog.id }).from(auditLog)).reduce((max, r) => Math.max(max, r.id), 0);
    const invited = (await call(admin, 'POST', '/api/admin/users/invitations', { username: 'auditada', email: 'auditada@example.com', role: 'entrenador' })).json();
    const list = (await call(admin, 'GET', '/api/admin/users')).json();
    const invitation = list.invitations.find((i: { username: string }) => i.username === 'auditada');
    expect((await call(admin, 'DELETE', `/api/admin/users/invitations/${invitation.id}`)).statusCode).toBe(204);
    await addAdmin(t.database.db, 'auditat', 'contrasenya-de-auditat-1', 'entrenador');
    const id = await idOf('auditat');
    await t.database.db.update(users).set({ email: 'auditat@example.com' }).where(eq(users.id, id));
    expect((await call(admin, 'PATCH', `/api/admin/users/${id}`, { role: 'comunicacio' })).statusCode).toBe(204);
    expect((await call(admin, 'POST', `/api/admin/users/${id}/disable`)).statusCode).toBe(204);
    expect((await call(admin, 'POST', `/api/admin/users/${id}/enable`)).statusCode).toBe(204);
    const reset = (await call(admin, 'POST', `/api/admin/users/${id}/password-link`)).json();

    // The accounts' own entries, and only those: the routes are flagged auditByHandler, so the back office's hook adds
    // no generic one beside them (decision 189).
    const mine = (await t.database.db.select().from(auditLog).where(inArray(auditLog.actorId, [adminId]))).filter((r) => r.id > since);
    expect(mine.map((r) => [r.action, r.entity, r.entityId, r.fields])).toEqual([
      ['invited', 'admin_account_links', String(invitation.id), ['username', 'email', 'role']],
      ['delete', 'admin_account_links', String(invitation.id), []],
      ['role_changed', 'users', String(id), ['role']],
      ['account_disabled', 'users', String(id), ['disabledAt']],
      ['account_enabled', 'users', String(id), ['disabledAt']],
      ['password_reset_link', 'users', String(id), []],
    ]);
    expect(mine.every((r) => r.actor === testAdmin.username && r.ip === '127.0.0.1')).toBe(true);
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    for (const secret of ['auditada@example.com', 'auditat@example.com', invited.link.split('#')[1], reset.link.split('#')[1]]) {
      expect(everything).not.toContain(secret);
    }
  });
});
