import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campusRegistrations, clubRegistrations, mailQueue } from '#server/db/schema.ts';
import { familyMailLimit } from '#server/mail/queue.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, clubBody, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 10 item 11: a public form sends mail to an address the visitor types. Such a mail carries nothing the
 * visitor wrote (only the club's words), and one address gets a bounded number of them however often the forms are
 * posted; the records are saved all the same and the club's notices (which may quote the form) are not limited.
 */
const t = withTestApp();
beforeEach(async () => {
  await t.app.mail.flush();
  await t.database.db.delete(mailQueue);
  t.mails.length = 0;
});

const startDate = addDays(today(), 60);
const makeCampus = async () => (await seedCampus(t.database.db, { startDate, maxParticipants: 100 })).id;

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const spam = 'Premi! Cobreu-lo a http://estafa.example';
const victim = 'victima@example.com';

/** The visitor-typed strings of a body (the address itself aside). */
const typed = (body: Record<string, unknown>) =>
  Object.entries(body)
    .filter(([k, v]) => typeof v === 'string' && v.length >= 3 && !/email|Date$|iban/i.test(k))
    .map(([, v]) => v as string);

describe('mails to an address a visitor typed', () => {
  it('carry nothing the visitor wrote (campus, club, school), while the club’s notice has it', async () => {
    const campusId = await makeCampus();
    const bodies: [string, Record<string, unknown>][] = [
      ['/api/campus-registrations', { campusId, childName: spam, childSurname: 'Visiteu estafa', birthDate: yearsBefore(startDate, 9), parentEmail: victim, parentPhone: '600 000 000', isClubMember: false }],
      ['/api/club-registrations', clubBody({ playerName: spam, guardianName: 'Truqueu al 806', accountHolderName: 'Estafa SL', guardianEmail: victim, shirtSize: 'XXL' })],
      ['/api/school-registrations', schoolBody({ playerName: spam, playerSurname: 'Visiteu', guardianName: 'Estafa', courseAndSchool: 'Cliqueu aquí', authorizedPersonName: 'Estafador', accountHolderName: 'Estafa SL', guardianEmail: victim })],
    ];
    for (const [url, body] of bodies) {
      t.mails.length = 0;
      const res = await post(url, body);
      expect(res.statusCode, res.body).toBe(201);
      await t.app.mail.flush();
      const toVictim = t.mails.filter((m) => m.to === victim);
      expect(toVictim, url).toHaveLength(1);
      for (const value of typed(body)) {
        expect(toVictim[0]!.subject, `${url}: ${value}`).not.toContain(value);
        expect(toVictim[0]!.text, `${url}: ${value}`).not.toContain(value);
      }
      const notice = t.mails.find((m) => m.to === t.app.config.mail.clubEmail)!;
      expect(`${notice.subject}\n${notice.text}`, url).toContain(spam);
    }
  });

  it(`are at most ${familyMailLimit.count} per address per ${familyMailLimit.hours} h, whatever the form and the address's case; every record is saved`, async () => {
    const campusId = await makeCampus();
    const posts = familyMailLimit.count + 5;
    for (let i = 0; i < posts; i += 1) {
      const to = i % 2 ? victim.toUpperCase() : victim;
      const res =
        i % 3 === 0
          ? await post('/api/club-registrations', clubBody({ guardianEmail: to, birthDate: addDays(yearsBefore(today(), 12), -i) }))
          : await post('/api/campus-registrations', { campusId, childName: `Nen${i}`, childSurname: 'Prova', birthDate: yearsBefore(startDate, 9), parentEmail: to, parentPhone: '600 000 000', isClubMember: false });
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to.toLowerCase() === victim)).toHaveLength(familyMailLimit.count);
    // The club hears of every one, and every one is stored.
    expect(t.mails.filter((m) => m.to === t.app.config.mail.clubEmail)).toHaveLength(posts);
    const stored = (await t.database.db.select().from(campusRegistrations)).length + (await t.database.db.select().from(clubRegistrations)).length;
    expect(stored).toBeGreaterThanOrEqual(posts);
    // Another family is not affected.
    const other = await post('/api/campus-registrations', { campusId, childName: 'Altre', childSurname: 'Prova', birthDate: yearsBefore(startDate, 9), parentEmail: 'altra.familia@example.com', parentPhone: '600 000 000', isClubMember: false });
    expect(other.statusCode).toBe(201);
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === 'altra.familia@example.com')).toHaveLength(1);
  }, 60_000);

  it('a paid sign-up’s confirmation is never limited, and neither counts nor is stopped by free forms’ mails', async () => {
    const free = await makeCampus();
    const paid = (await seedCampus(t.database.db, { startDate, priceNonMember: '150.00', maxParticipants: 10 })).id;
    // Someone fills the free forms with the victim's address until its share is used up.
    for (let i = 0; i < familyMailLimit.count; i += 1) {
      // Each one another child (the same child twice in a season is refused, decision 178).
      const res = await post('/api/club-registrations', clubBody({ guardianEmail: victim, birthDate: addDays(yearsBefore(today(), 12), -(100 + i)) }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const family = { campusId: paid, childName: 'Jana', childSurname: 'Mas', birthDate: yearsBefore(startDate, 9), parentEmail: victim, parentPhone: '600 000 000', isClubMember: false };
    const intent = (await post('/api/create-campus-payment-intent', { registrationData: family })).json();
    if (!isTestProvider(t.app.payments)) throw new Error('the API tests run with the test payment provider');
    expect((await t.app.payments.confirm({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' })).outcome).toBe('succeeded');
    const res = await post('/api/campus-registrations', { ...family, paymentIntentId: intent.paymentIntentId });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.mail.flush();
    const toVictim = t.mails.filter((m) => m.to === victim);
    expect(toVictim).toHaveLength(familyMailLimit.count + 1);
    expect(toVictim.at(-1)!.text).toContain('pagat amb targeta');
    // The paid confirmation did not count: the free forms' share is still full (a further free sign-up's mail is dropped).
    expect((await post('/api/campus-registrations', { ...family, campusId: free })).statusCode).toBe(201);
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === victim)).toHaveLength(familyMailLimit.count + 1);
    const rows = await t.database.db.select().from(mailQueue);
    expect(rows.filter((r) => r.to === victim && r.limited)).toHaveLength(familyMailLimit.count);
  }, 60_000);

  it('older mails do not count once the window has passed', async () => {
    const campusId = await makeCampus();
    const long = new Date(Date.now() - (familyMailLimit.hours + 1) * 3_600_000);
    await t.database.db.insert(mailQueue).values(
      Array.from({ length: familyMailLimit.count }, () => ({ to: victim, subject: 'x', text: 'x', limited: true, sentAt: long, createdAt: long })),
    );
    const res = await post('/api/campus-registrations', { campusId, childName: 'Nou', childSurname: 'Prova', birthDate: yearsBefore(startDate, 9), parentEmail: victim, parentPhone: '600 000 000', isClubMember: false });
    expect(res.statusCode).toBe(201);
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === victim)).toHaveLength(1);
  });
});
