import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campus, campusRegistrations, checkouts, mailQueue, testPaymentIntents } from '#server/db/schema.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { countingProvider } from '../helpers/counting-provider.ts';
import { asFamily, signInFamily } from '../helpers/family.ts';
import { type AdminAuth, addDays, loginAsAdmin, today, yearsBefore } from '../helpers/registrations.ts';
import { joinConfirmed, tokenFromMail } from '../helpers/waitlist.ts';

/**
 * Issue 14 item 4, the review's findings: a cancellation claims its sign-up before the refund, so a contact
 * correction sent at the same moment cannot move a refunded place away from the cancellation; and siblings who paid
 * one waiting-list offer together are cancelled together, the whole payment refunded and said.
 */
const provider = countingProvider();
let t: TestApp;
let admin: AdminAuth;
beforeAll(async () => {
  t = await createTestApp({}, {}, undefined, { payments: provider.provider });
  provider.attach(t);
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(checkouts);
  await t.database.db.delete(campus);
  await t.database.db.delete(mailQueue);
  await t.app.mail.flush();
  t.mails.length = 0;
  provider.reset();
  provider.control.refundDelayMs = 0;
});

const startDate = addDays(today(), 40);
const birthDate = yearsBefore(startDate, 9);
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
function testProvider() {
  if (!isTestProvider(provider.provider)) throw new Error('the API tests run with the test payment provider');
  return provider.provider;
}
const pay = (clientSecret: string) => testProvider().confirm({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
const rowsOf = (email: string) => t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, email));

describe('a cancellation and a correction at the same moment', () => {
  it('the refunded sign-up is cancelled; the correction cannot move it to another address meanwhile', async () => {
    const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), priceNonMember: '95.00', priceClubMember: '80.00' });
    const email = 'carrera@example.com';
    const body = { campusId: c.id, childName: 'Martí', childSurname: 'Carrera', birthDate, parentEmail: email, parentPhone: '600 123 123' };
    const intent = (await post('/api/create-campus-payment-intent', { registrationData: body })).json();
    expect((await pay(intent.clientSecret)).outcome).toBe('succeeded');
    const stored = await post('/api/campus-registrations', { ...body, paymentIntentId: intent.paymentIntentId });
    expect(stored.statusCode, stored.body).toBe(201);
    const id = stored.json().id as number;
    const auth = await signInFamily(t, email);

    provider.control.refundDelayMs = 300;
    const cancel = asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${id}/cancel`, {});
    await new Promise((r) => setTimeout(r, 100));
    const moved = await asFamily(t.app, auth, 'PATCH', `/api/family/registrations/campus/${id}`, {
      phone: '600 999 999',
      email: 'una.altra.adreca@example.com',
    });
    const cancelled = await cancel;
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(familyMessages.cancelledRefunded);
    expect(moved.statusCode).toBe(404);
    expect(await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, id))).toEqual([]);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect(checkout!.refundedAt).not.toBeNull();
    expect(provider.calls.refunded).toBe(1);
  });
});

describe('siblings who paid one offer together', () => {
  it('are cancelled together, the whole payment refunded, the dialog and the mail say so', async () => {
    const c = await seedCampus(t.database.db, {
      startDate,
      endDate: addDays(startDate, 4),
      maxParticipants: 2,
      priceNonMember: '45.00',
      priceClubMember: '30.00',
    });
    const direct: number[] = [];
    for (const name of ['Ona', 'Pol']) {
      const [row] = await t.database.db
        .insert(campusRegistrations)
        .values({ campusId: c.id, childName: name, childSurname: 'Directe', birthDate, parentEmail: 'directe@example.com', parentPhone: '600 000 000' })
        .returning();
      direct.push(row!.id);
    }
    // The campus is full: the siblings join the list; then the admin deletes both sign-ups and they are offered.
    const email = 'germans.junts@example.com';
    const joined = await joinConfirmed(t, {
      campusId: c.id,
      childName: 'Aina',
      childSurname: 'Junts',
      birthDate,
      parentEmail: email,
      parentPhone: '600 222 333',
      siblings: [{ childName: 'Biel', childSurname: 'Junts', birthDate }],
    });
    expect(joined.statusCode, joined.body).toBe(201);
    for (const id of direct) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/campus-registrations/${id}`, headers: admin.headers })).statusCode).toBe(204);
    }
    const token = await tokenFromMail(t, email, 'oferta');
    const accept = (await post('/api/campus-waitlist/offer/accept', { token })).json();
    expect(accept).toMatchObject({ status: 'payment', amount: '90.00' });
    expect((await pay(accept.clientSecret)).outcome).toBe('succeeded');
    expect((await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: accept.paymentIntentId })).statusCode).toBe(201);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(2);

    const auth = await signInFamily(t, email);
    const records = (await asFamily(t.app, auth, 'GET', '/api/family/records')).json();
    const biel = records.campusSignUps.find((s: { childName: string }) => s.childName === 'Biel');
    expect(biel).toMatchObject({ amountPaid: '45.00', refundAmount: '90.00', cancelsWith: ['Aina Junts'] });

    const res = await asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${biel.id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(familyMessages.cancelledRefunded);
    expect(await rowsOf(email)).toEqual([]);
    const [intent] = await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, accept.paymentIntentId));
    expect(intent!.metadata).toMatchObject({ refunded: 'true' });
    expect(provider.calls.refunded).toBe(1);
    await t.app.mail.flush();
    const mail = t.mails.find((m) => m.to === email && /90,00/.test(m.text));
    expect(mail?.text).toContain('90,00');
  });
});
