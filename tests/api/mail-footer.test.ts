import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { familyMailer, type MailMessage, outboxMailer } from '#server/mail/mailer.ts';
import { club } from '#shared/club.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';
import { seedCampus } from '../helpers/campus.ts';
import { countingProvider } from '../helpers/counting-provider.ts';
import { addDays, clubBody, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';
import { paidOrder } from '../helpers/shop.ts';

/**
 * Issue 13 item 6: every e-mail to a family answers to the club (Reply-To CLUB_EMAIL) and ends with the club's
 * footer — the pavilion's address, opening hours, phone, the club's e-mail and the privacy notice's link on the
 * site's PUBLIC_URL. Every kind of family mail is caused here as families and the admin cause them; the club's own
 * notices are left as they are.
 */
const clubEmail = 'secretaria@cbllivia.example';
const publicUrl = 'https://www.cbllivia.example';
const counting = countingProvider();
let t: TestApp;
let session: AdminSession;

/** The kinds of mail a family gets, by subject. Each must be caused at least once below. */
const familyKinds: Record<string, RegExp> = {
  'campus sign-up, free': /^Inscripció confirmada: Campus gratuït$/,
  'campus sign-up, paid': /^Inscripció confirmada: Campus de pagament$/,
  'club registration': /^Inscripció al CB Llívia rebuda/,
  'school registration': /^Inscripció a les Escoles de bàsquet/,
  'order confirmed': /^Comanda núm\. \d+ confirmada/,
  'order ready': /^La comanda núm\. \d+ us espera/,
  'order cancelled': /^Comanda núm\. \d+ cancel·lada/,
  'order refunded later': /^Reemborsament de la comanda núm\. \d+/,
};

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const patchOrder = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: asAdmin(session), payload: { status } });

beforeAll(async () => {
  t = await createTestApp({}, { CLUB_EMAIL: clubEmail, PUBLIC_URL: publicUrl }, undefined, {
    payments: counting.provider,
    sweepIntervalMs: 3_600_000,
  });
  counting.attach(t);
  await addAdmin(t.database.db);
  session = await loginAs(t.app);

  // Campus: a free sign-up and a paid one.
  const startDate = addDays(today(), 60);
  const signUp = (campusId: number, parentEmail: string) => ({
    campusId,
    childName: 'Pau',
    childSurname: 'Vila',
    birthDate: yearsBefore(startDate, 10),
    parentEmail,
    parentPhone: '600 111 222',
    isClubMember: false,
  });
  const free = await seedCampus(t.database.db, { name: 'Campus gratuït', startDate });
  expect((await post('/api/campus-registrations', signUp(free.id, 'familia.gratis@example.com'))).statusCode).toBe(201);
  const paid = await seedCampus(t.database.db, { name: 'Campus de pagament', startDate, priceNonMember: '90.00', priceClubMember: '80.00' });
  const intent = (await post('/api/create-campus-payment-intent', { registrationData: signUp(paid.id, 'familia.paga@example.com') })).json();
  await counting.provider.confirm({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  const paidBody = { ...signUp(paid.id, 'familia.paga@example.com'), paymentIntentId: intent.paymentIntentId };
  expect((await post('/api/campus-registrations', paidBody)).statusCode).toBe(201);

  // Club and school registrations.
  expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(201);
  expect((await post('/api/school-registrations', schoolBody())).statusCode).toBe(201);

  // Shop: confirmed, ready, cancelled with the refund done at once, cancelled with the refund failing then done.
  const ready = await paidOrder(t.app, t.database.db);
  expect((await patchOrder(ready.id, 'ready')).statusCode).toBe(200);
  const refundedAtOnce = await paidOrder(t.app, t.database.db);
  expect((await patchOrder(refundedAtOnce.id, 'cancelled')).statusCode).toBe(200);
  const refundedLater = await paidOrder(t.app, t.database.db);
  counting.control.refundFails = true;
  expect((await patchOrder(refundedLater.id, 'cancelled')).statusCode).toBe(200);
  counting.control.refundFails = false;
  await runSweep(t.app);
  expect((await t.database.db.select().from(orders)).find((o) => o.id === refundedLater.id)?.refundStatus).toBe('refunded');
  // An order paid otherwise than by card (the demo's kind): cancelled with nothing to refund.
  const [byHand] = await t.database.db
    .insert(orders)
    .values({ customerName: 'Rosa Bosch', customerEmail: 'rosa.bosch@example.com', customerPhone: '600 999 888', totalAmount: '20.00', status: 'paid', paymentMethod: 'credit_card' })
    .returning();
  expect((await patchOrder(byHand!.id, 'cancelled')).statusCode).toBe(200);

  await t.app.mail.flush();
});
afterAll(() => t.close());

const isForClub = (m: MailMessage) => m.to === clubEmail;

describe('mails to families', () => {
  it('every kind was sent (so the checks below cover them all)', () => {
    const subjects = t.mails.filter((m) => !isForClub(m)).map((m) => m.subject);
    for (const [kind, pattern] of Object.entries(familyKinds)) {
      expect(subjects.some((s) => pattern.test(s)), `${kind}: ${subjects.join(' | ')}`).toBe(true);
    }
  });

  it('each answers to the club and ends with the pavilion’s address, opening hours, phone, e-mail and privacy link', () => {
    const family = t.mails.filter((m) => !isForClub(m));
    expect(family.length).toBeGreaterThanOrEqual(Object.keys(familyKinds).length + 1);
    for (const mail of family) {
      expect(mail.replyTo, mail.subject).toBe(clubEmail);
      const footer = mail.text.slice(mail.text.lastIndexOf('\n-- \n'));
      expect(footer, mail.subject).toContain(club.address);
      expect(footer, mail.subject).toContain(`Horari d’atenció: ${club.openingHours}`);
      expect(footer, mail.subject).toContain(`Telèfon: ${club.phone}`);
      expect(footer, mail.subject).toContain(`Correu: ${clubEmail}`);
      expect(footer, mail.subject).toMatch(/Avís de privacitat: https:\/\/www\.cbllivia\.example\/privacitat$/);
      // Once: the footer is added by the mail layer, not by a template as well.
      expect(mail.text.split('Avís de privacitat:').length - 1, mail.subject).toBe(1);
    }
  });

  it('the club’s notices carry neither the family footer nor a Reply-To', () => {
    const notices = t.mails.filter(isForClub);
    expect(notices.length).toBeGreaterThanOrEqual(6); // campus ×2, club, school, four paid orders
    for (const notice of notices) {
      expect(notice.replyTo, notice.subject).toBeUndefined();
      expect(notice.text, notice.subject).not.toContain('/privacitat');
    }
  });
});

describe('on the wire', () => {
  it('the Reply-To header and the footer reach the message the outbox (and SMTP) writes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cbl-mail-'));
    try {
      const mailer = familyMailer(outboxMailer(dir, 'CB Llívia <no-reply@cbllivia.example>'), { clubEmail, publicUrl });
      await mailer.deliver({ to: 'familia@example.com', subject: 'Prova', text: 'Hola,' });
      await mailer.deliver({ to: clubEmail.toUpperCase(), subject: 'Avís', text: 'Per al club' });
      const [toFamily, toClub] = readdirSync(dir)
        .sort()
        // Quoted-printable bodies: soft line breaks joined.
        .map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
      expect(toFamily).toMatch(/^Reply-To: secretaria@cbllivia\.example$/m);
      expect(toFamily).toContain('https://www.cbllivia.example/privacitat');
      expect(toClub).not.toMatch(/^Reply-To:/m);
      expect(toClub).not.toContain('privacitat');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
