import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { signInLinkRef } from '#server/mail/queue.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubMembers, erasureRequests, familySignInTokens, mailQueue } from '#server/db/schema.ts';
import { linkLimits, sessionLimits } from '#server/features/family/service.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { askLink, asFamily, openLink, signInFamily } from '../helpers/family.ts';
import { addDays, loginAsAdmin, today, yearsBefore } from '../helpers/registrations.ts';

/** The review of issue 14's family page (findings 7 to 11, decision 181): each test names what was missing. */
let t: TestApp;
let campusId: number;
let paidCampusId: number;
const startDate = addDays(today(), 60);
beforeAll(async () => {
  t = await createTestApp();
  campusId = (await seedCampus(t.database.db, { startDate })).id;
  paidCampusId = (await seedCampus(t.database.db, { name: 'Campus de Pagament', startDate, priceClubMember: '50.00', priceNonMember: '50.00' })).id;
});
afterAll(() => t.close());

let n = 0;
const signUpBody = (email: string, id = campusId) => {
  n += 1;
  return {
    campusId: id,
    childName: `Nena${n}`,
    childSurname: 'Revisió Pou',
    birthDate: yearsBefore(startDate, 9, `04-${String(10 + n).padStart(2, '0')}`),
    parentEmail: email,
    parentPhone: '600 100 200',
    isClubMember: false,
  };
};
async function knownFamily(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: signUpBody(email) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
const mailsTo = async (email: string) =>
  // By its kind, not its text: once sent, a sign-in mail's text no longer holds the link.
  (await t.database.db.select().from(mailQueue)).filter((m) => m.to.toLowerCase() === email && m.ref === signInLinkRef);

/** Asks for erasure from the family's page and confirms it in the back office. */
async function erase(email: string) {
  const auth = await signInFamily(t, email, '10.20.0.1');
  expect((await asFamily(t.app, auth, 'POST', '/api/family/erasure-request', { confirm: true })).statusCode).toBe(201);
  const [request] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.email, email));
  const admin = await loginAsAdmin(t.app);
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/erasure-requests/${request!.id}/confirm`, headers: admin.headers });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return request!.id;
}

describe('finding 7: sign-in mails to one address per day', () => {
  it(`at most ${linkLimits.perDay} links a day are mailed to an address; past that, one more only once none still works (and the family is told so)`, async () => {
    const email = 'daily.cap@example.com';
    await knownFamily(email);
    // Links asked earlier today (beyond the 15-minute window, within 24 hours); the last one still usable.
    const earlier = Array.from({ length: linkLimits.perDay }, (_, i) => ({
      id: randomBytes(16).toString('hex'),
      email,
      expiresAt: i === 0 ? sql`now() + interval '20 minutes'` : sql`now() - interval '1 hour'`,
      createdAt: sql`now() - make_interval(hours => ${2 + i})`,
    }));
    await t.database.db.insert(familySignInTokens).values(earlier as never);
    // Issue 22 finding 6: not "sent" when nothing is: 429 with the time the working link stops working.
    const refused = await askLink(t.app, email, { ip: '10.7.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'family.linkStillValid', params: { time: expect.stringMatching(/^\d{2}:\d{2}$/) } });
    expect(await mailsTo(email)).toHaveLength(0);
    // Once no link works any more, one more is mailed (a stranger's asks cannot leave the family without one).
    await t.database.db.execute(sql`update family_sign_in_tokens set expires_at = now() - interval '1 minute' where email = ${email}`);
    expect((await askLink(t.app, email, { ip: '10.7.0.1' })).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(1);
    // …and while that one works, the next ask is told so again.
    expect((await askLink(t.app, email, { ip: '10.7.0.2' })).statusCode).toBe(429);
    expect(await mailsTo(email)).toHaveLength(1);
    // A day later the address has its whole share again.
    await t.database.db.execute(sql`update family_sign_in_tokens set created_at = created_at - interval '1 day' where email = ${email}`);
    expect((await askLink(t.app, email, { ip: '10.7.0.1' })).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('finding 8: an erasure deletes only the family’s mails', () => {
  it('keeps another family’s mails whose text contains the erased address as a substring', async () => {
    const erased = 'o@example.com';
    await knownFamily(erased);
    await knownFamily('leo@example.com');
    await t.database.db.insert(mailQueue).values([
      { to: 'club@example.com', subject: 'Nova inscripció', text: 'Correu de la família: leo@example.com' },
      { to: 'leo@example.com', subject: 'Confirmació', text: 'Hola, leo@example.com' },
      { to: 'O@Example.com', subject: 'Per a la família esborrada', text: 'Hola' },
    ]);
    await erase(erased);
    const left = await t.database.db.select().from(mailQueue);
    expect(left.filter((m) => m.subject === 'Nova inscripció' || m.subject === 'Confirmació').map((m) => m.to).sort()).toEqual([
      'club@example.com',
      'leo@example.com',
    ]);
    expect(left.filter((m) => m.to.toLowerCase() === erased)).toHaveLength(0);
  });
});

describe('finding 9: known and unknown addresses do the same work', () => {
  it('the mail worker is kicked for an unknown address as for a known one', async () => {
    await knownFamily('work.known@example.com');
    const kick = vi.spyOn(t.app.mail, 'kick');
    try {
      await askLink(t.app, 'work.known@example.com', { ip: '10.9.1.1' });
      await askLink(t.app, 'work.unknown@example.com', { ip: '10.9.1.1' });
      expect(kick).toHaveBeenCalledTimes(2);
    } finally {
      kick.mockRestore();
    }
  });
});

describe('finding 10: erasure and export leave nothing out', () => {
  it('the erasure request keeps a keyed hash of the address (HMAC with the app’s secret), not a plain SHA-256', async () => {
    const email = 'keyed.hash@example.com';
    await knownFamily(email);
    const id = await erase(email);
    const [row] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
    expect(row!.email).toBeNull();
    expect(row!.emailHash).not.toBe(createHash('sha256').update(email).digest('hex'));
    expect(row!.emailHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the export carries the family’s payment attempts (checkouts), its club-member row and its mails, and nothing of another family', async () => {
    const email = 'export.more@example.com';
    await knownFamily(email);
    const intent = await t.app.inject({ method: 'POST', url: '/api/create-campus-payment-intent', payload: { registrationData: signUpBody(email, paidCampusId) } });
    expect(intent.statusCode, intent.body).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/create-campus-payment-intent', payload: { registrationData: signUpBody('someone.else@example.com', paidCampusId) } });
    await t.database.db.insert(clubMembers).values([
      { name: 'Martina', surname: 'Exporta', email, nameKey: 'martina exporta', dedupeKey: 'martina exporta|2015-01-01', birthDate: '2015-01-01' },
      { name: 'Pere', surname: 'Altre', email: 'someone.else@example.com', nameKey: 'pere altre', dedupeKey: 'pere altre|2015-01-02' },
    ]);
    const auth = await signInFamily(t, email, '10.10.0.1');
    const res = await asFamily(t.app, auth, 'GET', '/api/family/export');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.checkouts).toHaveLength(1);
    expect(data.checkouts[0]).toMatchObject({ kind: 'campus', registrationData: expect.objectContaining({ parentEmail: email }) });
    expect(data.checkouts[0]).not.toHaveProperty('clientKeys');
    expect(data.clubMembers).toEqual([expect.objectContaining({ name: 'Martina', surname: 'Exporta', email, birthDate: '2015-01-01' })]);
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.mails.every((m: { to: string }) => m.to === email)).toBe(true);
    // The sign-in link's token is a secret: the export names the mail, never a usable link.
    expect(JSON.stringify(data.mails)).not.toMatch(/#entrar=[A-Za-z0-9_-]{20,}/);
    expect(res.body).not.toContain('someone.else@example.com');
  });

  it('an erasure clears the address on the club-member roster (the member stays a member)', async () => {
    const email = 'member.erased@example.com';
    await knownFamily(email);
    const [member] = await t.database.db
      .insert(clubMembers)
      .values({ name: 'Jana', surname: 'Sòcia', email: 'Member.Erased@example.com', nameKey: 'jana socia', dedupeKey: 'jana socia|' })
      .returning();
    await erase(email);
    const [after] = await t.database.db.select().from(clubMembers).where(eq(clubMembers.id, member!.id));
    expect(after).toMatchObject({ name: 'Jana', surname: 'Sòcia', email: null });
  });
});

describe('finding 11: limits on opening a link and on the signed-in routes', () => {
  it(`opening links: ${sessionLimits.opensPerIp} tries per IP per ${sessionLimits.windowMinutes} minutes, then 429`, async () => {
    const ip = '10.11.0.1';
    for (let i = 0; i < sessionLimits.opensPerIp; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/family/session', headers: { origin: 'http://localhost:80', host: 'localhost:80' }, remoteAddress: ip, payload: { token: 'z'.repeat(43) } });
      expect(res.statusCode).toBe(400);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/family/session', headers: { origin: 'http://localhost:80', host: 'localhost:80' }, remoteAddress: ip, payload: { token: 'z'.repeat(43) } });
    expect([refused.statusCode, refused.json().message]).toEqual([429, familyMessages.tooMany.message]);
    // Another IP is not held back.
    expect((await openLink(t.app, 'z'.repeat(43))).statusCode).toBe(400);
  });

  it(`a session: ${sessionLimits.exportsPerSession} exports and ${sessionLimits.changesPerSession} changes per ${sessionLimits.windowMinutes} minutes, then 429`, async () => {
    const email = 'session.limit@example.com';
    const { id } = await knownFamily(email);
    const auth = await signInFamily(t, email, '10.11.0.2');
    for (let i = 0; i < sessionLimits.exportsPerSession; i += 1) {
      expect((await asFamily(t.app, auth, 'GET', '/api/family/export')).statusCode).toBe(200);
    }
    const refused = await asFamily(t.app, auth, 'GET', '/api/family/export');
    expect([refused.statusCode, refused.json().message]).toEqual([429, familyMessages.tooMany.message]);
    // Reading the records is not limited by the exports.
    expect((await asFamily(t.app, auth, 'GET', '/api/family/records')).statusCode).toBe(200);
    for (let i = 0; i < sessionLimits.changesPerSession; i += 1) {
      const res = await asFamily(t.app, auth, 'POST', '/api/family/waitlist/999999/leave');
      expect(res.statusCode).toBe(404);
    }
    const tooMany = await asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${id}/cancel`, {});
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([429, familyMessages.tooMany.message]);
  });
});
