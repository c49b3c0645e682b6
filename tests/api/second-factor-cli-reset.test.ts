import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminSessions, auditLog, users } from '#server/db/schema.ts';
import { ensureAccountFromCli } from '#server/features/users/cli-account.ts';
import { addAdmin, asAdmin, loginAs, sameOrigin, testAdmin, totpCode, trustedBrowsersOf } from '../helpers/admin.ts';
import { withTestApp } from '../helpers/fixture.ts';

/**
 * Issue 22 finding 4 (decision 208): the person holding the server can take an account's second factor away from the
 * command line (`npm run admin:create -- <user> --reset-second-factor`), when its phone and recovery codes are lost
 * and no other admin can reset it in Usuaris — or after restoring a backup made before the session secret travelled
 * with it. The new password is set, the second factor and everything that stood in for it go, and an admin enrols a
 * new phone at the next sign-in before anything opens.
 */
const t = withTestApp();
const newPassword = 'una clau nova ben llarga';

describe('admin:create --reset-second-factor', () => {
  it('clears the secret, recovery codes, sessions and remembered browsers; the admin signs in and must enrol again', async () => {
    const db = t.database.db;
    await addAdmin(db);
    const [row] = await db.select().from(users).where(eq(users.username, testAdmin.username));
    const id = row!.id;
    // Recovery codes made through the account's own route, and a session open on the old phone's browser.
    const session = await loginAs(t.app);
    const codes = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/second-factor/recovery-codes',
      headers: asAdmin(session),
      payload: { code: totpCode() },
    });
    expect(codes.statusCode, codes.body).toBe(200);
    expect((await db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, id))).length).toBeGreaterThan(0);

    const outcome = await ensureAccountFromCli(db, testAdmin.username, newPassword, undefined, { resetSecondFactor: true });
    expect(outcome).toEqual({ account: 'updated', roleChanged: false, secondFactorReset: true });

    const [after] = await db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, id))).toEqual([]);
    expect(await db.select().from(adminSessions).where(eq(adminSessions.userId, id))).toEqual([]);
    expect(await trustedBrowsersOf(db, id, 'remembered')).toEqual([]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'second_factor_reset')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor: 'admin:create', actorId: null });

    // The old session is gone; the new password signs in without a code, and the back office waits for a new phone.
    expect((await t.app.inject({ url: '/api/admin/session', headers: asAdmin(session) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: sameOrigin },
      payload: { username: testAdmin.username, password: newPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'cbl_admin')!;
    const blocked = await t.app.inject({ url: '/api/admin/club-registrations', headers: { origin: sameOrigin, cookie: `${cookie.name}=${cookie.value}` } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Cal activar la verificació en dos passos per continuar.');

    // Already off: nothing to reset, said so.
    expect((await ensureAccountFromCli(db, testAdmin.username, newPassword, undefined, { resetSecondFactor: true })).secondFactorReset).toBe(false);
  });
});
