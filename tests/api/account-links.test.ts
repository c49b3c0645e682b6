// Issue 15 item 1 (decision 188): the volunteer's invitation and password links — what a link is, the password
// policy, single use (also two requests racing on PostgreSQL), expiry, hashed at rest, rate limits, same origin,
// a password link ending every way into the account, and the audit entries.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { adminAccountLinks, adminSessions, adminTrustedBrowsers, auditLog, users } from '#server/db/schema.ts';
import { accountLinkRateLimits } from '#server/features/users/link-routes.ts';
import { addAdmin, asAdmin, loginAs, sameOrigin } from '../helpers/admin.ts';

const t = withTestApp({ signedIn: true });

/** Each call from its own address unless told: the per-address limits are tested on purpose below. */
let nextIp = 1;
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const lookup = (token: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/account-links/lookup', remoteAddress: ip, headers: { origin: sameOrigin }, payload: { token } });
const accept = (token: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/account-links/accept', remoteAddress: ip, headers: { origin: sameOrigin }, payload: { token, password } });

const tokenOf = (link: string) => link.split('#')[1]!;

async function invitation(username: string, role = 'entrenador', email = `${username}@example.com`): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/users/invitations', headers: t.asAdmin(), payload: { username, email, role } });
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(res.json().link);
}

const account = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: freshIp(), headers: { origin: sameOrigin }, payload: { username, password } });

describe('an invitation link', () => {
  it('says what it is for, then creates the account with the invited role and address; the volunteer signs in', async () => {
    const token = await invitation('laia', 'comunicacio', 'Laia@Example.com');
    expect((await lookup(token)).json()).toEqual({ kind: 'invite', username: 'laia' });
    const res = await accept(token, 'una frase llarga i meva');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'invite', username: 'laia' });
    const row = await account('laia');
    expect(row).toMatchObject({ role: 'comunicacio', email: 'laia@example.com', disabledAt: null, totpEnabledAt: null });
    expect(row!.password).toMatch(/^scrypt\$/);
    expect((await login('laia', 'una frase llarga i meva')).statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row!.id)));
    expect(entry).toMatchObject({ action: 'invitation_accepted', entity: 'users', actorId: row!.id, actor: 'laia' });
    expect(JSON.stringify(entry)).not.toContain('laia@example.com');
  });

  it('is single use: a second accept and a lookup afterwards are refused, the password stays the first one', async () => {
    const token = await invitation('jordi');
    expect((await accept(token, 'primera contrasenya llarga')).statusCode).toBe(200);
    const again = await accept(token, 'segona contrasenya llarga');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/^Aquest enllaç no és vàlid o ja s’ha fet servir/);
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await login('jordi', 'segona contrasenya llarga')).statusCode).toBe(401);
    expect((await login('jordi', 'primera contrasenya llarga')).statusCode).toBe(200);
  });

  it('expires after 48 hours: 410 with its own message, and no account', async () => {
    const token = await invitation('caducada');
    await t.database.db.update(adminAccountLinks).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(adminAccountLinks.username, 'caducada'));
    for (const res of [await lookup(token), await accept(token, 'una frase llarga i meva')]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toMatch(/ha caducat/);
    }
    expect(await account('caducada')).toBeUndefined();
  });

  it('is kept only as its SHA-256: the token is in no column of any link', async () => {
    const token = await invitation('hash');
    const rows = await t.database.db.select().from(adminAccountLinks);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('unknown or malformed tokens: 404 and 400, never a 500', async () => {
    expect((await lookup('A'.repeat(43))).statusCode).toBe(404);
    expect((await accept('A'.repeat(43), 'una frase llarga i meva')).statusCode).toBe(404);
    for (const bad of ['curt', 'A'.repeat(44), `${'A'.repeat(42)}!`]) expect((await lookup(bad)).statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/admin/account-links/accept', headers: { origin: sameOrigin } });
    expect(noBody.statusCode).toBe(400);
  });

  it('409 when the username was taken meanwhile (e.g. by admin:create), whatever the case', async () => {
    const token = await invitation('ocupat');
    await addAdmin(t.database.db, 'Ocupat', 'una-contrasenya-de-proves', 'entrenador');
    const res = await accept(token, 'una frase llarga i meva');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Ja hi ha un compte amb aquest nom d’usuari/);
  });
});

describe('the password policy', () => {
  it('refuses short, common, padded-common and username-containing passwords with the message under the field; the link stays usable', async () => {
    const token = await invitation('nuria');
    const cases: [string, RegExp][] = [
      ['curta', /mínim 12 caràcters/],
      ['x'.repeat(257), /màxim 256/],
      ['password1234', /massa comuna/],
      ['Qwerty123456!', /massa comuna/],
      ['111111111111', /massa comuna/],
      ['la-nuria-del-club', /nom d’usuari/],
    ];
    for (const [password, message] of cases) {
      const res = await accept(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fieldErrors.password[0], password).toMatch(message);
    }
    expect((await accept(token, 'una frase llarga i meva')).statusCode).toBe(200);
  });
});

describe('a password link', () => {
  it('sets the new password and ends every session, trusted device and remembered browser of the account', async () => {
    await addAdmin(t.database.db, 'oblidadissa', 'la-contrasenya-antiga', 'comunicacio');
    const old = await loginAs(t.app, 'oblidadissa', 'la-contrasenya-antiga');
    const id = (await account('oblidadissa'))!.id;
    const created = await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/password-link`, headers: t.asAdmin() });
    const token = tokenOf(created.json().link);
    expect((await lookup(token)).json()).toEqual({ kind: 'reset', username: 'oblidadissa' });
    expect((await accept(token, 'la-contrasenya-nova-i-llarga')).statusCode).toBe(200);

    expect((await t.app.inject({ url: '/api/admin/session', headers: asAdmin(old) })).statusCode).toBe(401);
    for (const table of [adminSessions, adminTrustedBrowsers]) {
      expect(await t.database.db.select().from(table).where(eq(table.userId, id))).toHaveLength(0);
    }
    expect((await login('oblidadissa', 'la-contrasenya-antiga')).statusCode).toBe(401);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'password_changed'));
    expect(entries.filter((e) => e.entityId === String(id))).toMatchObject([{ entity: 'users', fields: ['password'], actorId: id, actor: 'oblidadissa' }]);
    expect((await accept(token, 'una-altra-contrasenya-llarga')).statusCode).toBe(404);
  });
});

describe('limits and origin', () => {
  it('a cross-site post is refused (403), as the login', async () => {
    const token = await invitation('creuat');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account-links/accept',
      remoteAddress: freshIp(),
      headers: { origin: 'https://atacant.example' },
      payload: { token, password: 'una frase llarga i meva' },
    });
    expect(res.statusCode).toBe(403);
    expect(await account('creuat')).toBeUndefined();
  });

  it('lookups and accepts are limited per address (429), other addresses are not held back', async () => {
    const ip = '10.9.9.9';
    const unknown = 'B'.repeat(43);
    for (let i = 0; i < accountLinkRateLimits.lookupsPerIp; i += 1) expect((await lookup(unknown, ip)).statusCode).toBe(404);
    const held = await lookup(unknown, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/Massa intents/);
    for (let i = 0; i < accountLinkRateLimits.acceptsPerIp; i += 1) expect((await accept(unknown, 'una frase llarga i meva', ip)).statusCode).toBe(404);
    expect((await accept(unknown, 'una frase llarga i meva', ip)).statusCode).toBe(429);
    expect((await lookup(unknown)).statusCode).toBe(404);
  });
});

describe('two accepts of one link at the same moment (concurrent transactions on PostgreSQL)', () => {
  it('exactly one wins: one account, one password, the other 404', async () => {
    for (let round = 0; round < 3; round += 1) {
      const username = `carrera-${round}`;
      const token = await invitation(username);
      const answers = await Promise.all([accept(token, 'la-primera-de-la-carrera'), accept(token, 'la-segona-de-la-carrera')]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 404]);
      expect(await t.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(1);
    }
    const id = (await account('carrera-0'))!.id;
    const token = tokenOf((await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/password-link`, headers: t.asAdmin() })).json().link);
    const answers = await Promise.all([accept(token, 'la-primera-de-la-carrera-2'), accept(token, 'la-segona-de-la-carrera-2')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const changed = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(changed.filter((e) => e.action === 'password_changed')).toHaveLength(1);
  }, 60_000);
});
