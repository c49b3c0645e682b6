import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familySignInTokens, mailQueue } from '#server/db/schema.ts';
import { sessionIdOf } from '#server/features/admin/sessions.ts';
import { linkLimits } from '#server/features/family/service.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { askLink, asFamily, openLink, sameSite, signInFamily, tokenFromMail } from '../helpers/family.ts';
import { addDays, loginAsAdmin, today, yearsBefore } from '../helpers/registrations.ts';

/** Issue 14 item 4: the family page's sign-in link and session (decision 181). */
let t: TestApp;
let campusId: number;
beforeAll(async () => {
  t = await createTestApp();
  campusId = (await seedCampus(t.database.db)).id;
});
afterAll(() => t.close());

let n = 0;
/** A family with a free campus sign-up made with `email`. */
async function knownFamily(email: string) {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campus-registrations',
    payload: {
      campusId,
      childName: `Nena${n}`,
      childSurname: 'Serra Pou',
      birthDate: yearsBefore(addDays(today(), 60), 9, `05-${String(10 + n).padStart(2, '0')}`),
      parentEmail: email,
      parentPhone: '600 100 200',
      isClubMember: false,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const tokenRows = (email: string) => t.database.db.select().from(familySignInTokens).where(eq(familySignInTokens.email, email));

describe('the sign-in link', () => {
  it('is mailed only to a known address, in the family’s language, to /les-meves-inscripcions (localized) with the token in the fragment', async () => {
    await knownFamily('link.ca@example.com');
    await knownFamily('link.fr@example.com');
    await t.app.mail.flush();
    t.mails.length = 0;
    expect((await askLink(t.app, 'Link.CA@example.com')).statusCode).toBe(202);
    expect((await askLink(t.app, 'link.fr@example.com', { locale: 'fr' })).statusCode).toBe(202);
    expect((await askLink(t.app, 'nobody.here@example.com')).statusCode).toBe(202);
    await t.app.mail.flush();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['link.ca@example.com', 'link.fr@example.com']);
    const ca = t.mails.find((m) => m.to === 'link.ca@example.com')!;
    expect(ca.text).toMatch(/http:\/\/localhost:\d+\/les-meves-inscripcions#entrar=[A-Za-z0-9_-]{43}\n/);
    expect(ca.text).toContain('caduca en 30 minuts');
    const fr = t.mails.find((m) => m.to === 'link.fr@example.com')!;
    expect(fr.text).toMatch(/\/fr\/les-meves-inscripcions#entrar=/);
    expect(fr.subject).toContain('Lien');
    // Sent, the link is no longer in the queue (kept 7 days, and in the nightly backups).
    const stored = await t.database.db.select({ text: mailQueue.text }).from(mailQueue).where(sql`${mailQueue.to} like 'link.%'`);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const row of stored) expect(row.text).not.toContain('#entrar=');
  });

  it('is stored hashed: the row’s id is the SHA-256 of the token, never the token', async () => {
    await knownFamily('hashed@example.com');
    await askLink(t.app, 'hashed@example.com');
    await t.app.mail.flush();
    const token = tokenFromMail(t, 'hashed@example.com');
    const rows = await tokenRows('hashed@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toBe(sessionIdOf(token));
    const dump = JSON.stringify((await t.database.db.execute(sql`select * from family_sign_in_tokens`)) as unknown);
    expect(dump).not.toContain(token);
  });

  it('opens a session once: the second use is refused (400 linkInvalid), an unknown token too', async () => {
    await knownFamily('once@example.com');
    await askLink(t.app, 'once@example.com');
    await t.app.mail.flush();
    const token = tokenFromMail(t, 'once@example.com');
    const first = await openLink(t.app, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email: 'once@example.com', csrfToken: expect.any(String) });
    const cookie = first.cookies.find((c) => c.name === 'family_session')!;
    expect(cookie).toMatchObject({ path: '/api/family', httpOnly: true, sameSite: 'Strict' });
    const again = await openLink(t.app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(familyMessages.linkInvalid.message);
    expect(again.cookies.find((c) => c.name === 'family_session')).toBeUndefined();
    const unknown = await openLink(t.app, 'x'.repeat(43));
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, familyMessages.linkInvalid.message]);
  });

  it('two requests with the same link at once: exactly one session', async () => {
    await knownFamily('race@example.com');
    await askLink(t.app, 'race@example.com');
    await t.app.mail.flush();
    const token = tokenFromMail(t, 'race@example.com');
    const results = await Promise.all([openLink(t.app, token), openLink(t.app, token), openLink(t.app, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('expires: a link past its 30 minutes is refused with 410 linkExpired', async () => {
    await knownFamily('expired@example.com');
    await askLink(t.app, 'expired@example.com');
    await t.app.mail.flush();
    const token = tokenFromMail(t, 'expired@example.com');
    const [row] = await tokenRows('expired@example.com');
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
    await t.database.db
      .update(familySignInTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familySignInTokens.email, 'expired@example.com'));
    const res = await openLink(t.app, token);
    expect([res.statusCode, res.json().message]).toEqual([410, familyMessages.linkExpired.message]);
  });

  it('is refused from another site (a cross-site form cannot ask for links or sign someone in)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/family/sign-in-link',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
    const session = await t.app.inject({ method: 'POST', url: '/api/family/session', payload: { token: 'y'.repeat(43) } });
    expect(session.statusCode).toBe(403);
  });
});

describe('no e-mail enumeration', () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  it('a known and an unknown address get the same status and body, in similar time', async () => {
    const known = Array.from({ length: 10 }, (_, i) => `enum.known${i}@example.com`);
    for (const email of known) await knownFamily(email);
    const unknown = Array.from({ length: 10 }, (_, i) => `enum.unknown${i}@example.com`);
    const timed = async (email: string, ip: string) => {
      const start = process.hrtime.bigint();
      const res = await askLink(t.app, email, { ip });
      return { res, ms: Number(process.hrtime.bigint() - start) / 1e6 };
    };
    // Warm-up (first queries of each kind), then alternate so a slow moment hits both.
    await timed('warm.unknown@example.com', '10.9.0.1');
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const k = await timed(known[i]!, '10.9.0.2');
      const u = await timed(unknown[i]!, '10.9.0.3');
      expect([k.res.statusCode, k.res.body]).toEqual([u.res.statusCode, u.res.body]);
      expect(k.res.statusCode).toBe(202);
      expect(k.res.json()).toEqual({ message: familyMessages.linkSent });
      a.push(k.ms);
      b.push(u.ms);
    }
    // Loose: the medians within 3× of each other and within 15 ms (the mail is only queued, never sent in the request).
    const [mk, mu] = [median(a), median(b)];
    expect(Math.abs(mk - mu)).toBeLessThan(Math.max(15, Math.min(mk, mu) * 2));
    // Each address got a token row, known or not (the same work either way); only the known got mail.
    expect(await tokenRows('enum.unknown3@example.com')).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it(`per address and asker: ${linkLimits.perEmail} links per ${linkLimits.windowMinutes} minutes, known or not (429 tooMany); another asker is not held back`, async () => {
    for (const [n, email] of ['limit.known@example.com', 'limit.unknown@example.com'].entries()) {
      if (email.includes('known@')) await knownFamily(email);
      for (let i = 0; i < linkLimits.perEmail; i += 1) {
        expect((await askLink(t.app, email, { ip: `10.1.${n}.1` })).statusCode).toBe(202);
      }
      const refused = await askLink(t.app, email, { ip: `10.1.${n}.1` });
      expect([refused.statusCode, refused.json().message]).toEqual([429, familyMessages.tooMany.message]);
      // Issue 22 finding 6: what one asker did does not stop another (the family) asking for the same address.
      expect((await askLink(t.app, email, { ip: `10.1.${n}.99` })).statusCode).toBe(202);
    }
  });

  it(`per IP: ${linkLimits.perIp} asks per ${linkLimits.windowMinutes} minutes, whatever the addresses`, async () => {
    for (let i = 0; i < linkLimits.perIp; i += 1) {
      expect((await askLink(t.app, `ip.limit${i}@example.com`, { ip: '10.2.0.1' })).statusCode).toBe(202);
    }
    const refused = await askLink(t.app, 'ip.limit.more@example.com', { ip: '10.2.0.1' });
    expect([refused.statusCode, refused.json().message]).toEqual([429, familyMessages.tooMany.message]);
    expect((await askLink(t.app, 'ip.limit.more@example.com', { ip: '10.2.0.2' })).statusCode).toBe(202);
  });
});

describe('the family session', () => {
  it('opens the family routes only; the admin cookie opens none of them; CSRF like the admin’s', async () => {
    await knownFamily('scope@example.com');
    const family = await signInFamily(t, 'scope@example.com', '10.3.0.1');
    expect((await asFamily(t.app, family, 'GET', '/api/family/records')).statusCode).toBe(200);
    expect((await asFamily(t.app, family, 'GET', '/api/family/session')).json()).toEqual({ email: 'scope@example.com', csrfToken: family.csrfToken });

    // The family cookie on back-office routes: 401, reads and changes alike.
    for (const [method, url] of [
      ['GET', '/api/admin/session'],
      ['GET', '/api/admin/erasure-requests'],
      ['GET', '/api/admin/campus'],
      ['POST', '/api/admin/erasure-requests/1/confirm'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { ...family.headers, ...sameSite } });
      expect(res.statusCode, url).toBe(401);
    }

    // The admin's cookie (and CSRF token) on the family routes: 401.
    const admin = await loginAsAdmin(t.app);
    for (const [method, url] of [
      ['GET', '/api/family/records'],
      ['GET', '/api/family/export'],
      ['GET', '/api/family/session'],
      ['POST', '/api/family/erasure-request'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.headers, ...(method === 'POST' ? { payload: { confirm: true } } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(familyMessages.sessionRequired.message);
    }

    // A change without the CSRF token from another site: 403; with the token (or from this site) it goes through.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/family/erasure-request',
      headers: { cookie: family.cookie, origin: 'https://evil.example' },
      payload: { confirm: true },
    });
    expect(crossSite.statusCode).toBe(403);
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/api/family/erasure-request',
      headers: { cookie: family.cookie, 'x-csrf-token': 'not-the-token' },
      payload: { confirm: true },
    });
    expect(wrongToken.statusCode).toBe(403);
    const records = await asFamily(t.app, family, 'GET', '/api/family/records');
    expect(records.headers['cache-control']).toBe('no-store');
  });

  it('signing out ends the session on the server', async () => {
    await knownFamily('signout@example.com');
    const family = await signInFamily(t, 'signout@example.com', '10.3.0.2');
    const out = await asFamily(t.app, family, 'POST', '/api/family/sign-out');
    expect([out.statusCode, out.json().message]).toEqual([200, familyMessages.signedOut]);
    expect((await asFamily(t.app, family, 'GET', '/api/family/records')).statusCode).toBe(401);
  });

  it('a session lasts 60 minutes: an expired one opens nothing', async () => {
    await knownFamily('session.expiry@example.com');
    const family = await signInFamily(t, 'session.expiry@example.com', '10.3.0.3');
    await t.database.db.execute(sql`update family_sessions set expires_at = now() - interval '1 second' where email = 'session.expiry@example.com'`);
    expect((await asFamily(t.app, family, 'GET', '/api/family/records')).statusCode).toBe(401);
  });
});
