import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { createTestApp } from '../helpers/app.ts';
import { campus, campusRegistrations, campusWaitlist, checkouts, mailQueue, testPaymentIntents } from '#server/db/schema.ts';
import { eraseCampus } from '#server/features/campus/erase.ts';
import { eraseFamilyData } from '#server/features/family/erase.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { expireOffers } from '#server/features/places/offers.ts';
import { leaveWaitlistEntry } from '#server/features/waitlist/service.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';
import { entryStatuses, joinConfirmed, tokenFromMail } from '../helpers/waitlist.ts';

/** The review of issue 14's waiting list (findings 3, 4, 5 and 11): each test failed before its fix. */

const t = withTestApp({ signedIn: true, wipe: [checkouts, campus, mailQueue] });

const startDate = addDays(today(), 60);
const birthDate = yearsBefore(startDate, 10);
let n = 0;
const child = (name = `Rev${++n}`) => ({ childName: name, childSurname: 'Vila', birthDate });
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const as = (method: 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
// Joined and the address confirmed with the mailed link, as a family does (issue 22 finding 1).
const join = (campusId: number, email: string, extra: Record<string, unknown> = {}) =>
  joinConfirmed(t, { campusId, ...child(), parentEmail: email, parentPhone: '600 111 222', ...extra });

function provider() {
  if (!isTestProvider(t.app.payments)) throw new Error('the API tests run with the test payment provider');
  return t.app.payments;
}
const pay = (clientSecret: string) => provider().confirm({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
const intentStatus = async (id: string) => (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!.status;
const checkoutOf = async (intentId: string) => (await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intentId)))[0]!;
const entryOf = async (email: string) => (await t.database.db.select().from(campusWaitlist).where(eq(campusWaitlist.parentEmail, email)))[0]!;
const signUpsOf = (email: string) => t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, email));

/** A paid campus of `max` places, full of direct sign-ups (their ids). */
async function fullCampus(max = 1, values: Partial<typeof campus.$inferInsert> = {}) {
  const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: max, priceNonMember: '20.00', ...values });
  const ids: number[] = [];
  for (let i = 0; i < max; i += 1) {
    const [row] = await t.database.db
      .insert(campusRegistrations)
      .values({ campusId: c.id, ...child(), parentEmail: 'directe@example.com', parentPhone: '600 000 000' })
      .returning();
    ids.push(row!.id);
  }
  return { c, ids };
}
const freeOne = (id: number) => as('DELETE', `/api/campus-registrations/${id}`);

/** A 1-place campus where A holds an offer and has opened its payment, B waits behind it. */
async function aPayingBWaiting() {
  const { c, ids } = await fullCampus(1);
  await join(c.id, 'a@example.com');
  await join(c.id, 'b@example.com');
  await freeOne(ids[0]!);
  const token = await tokenFromMail(t, 'a@example.com', 'oferta');
  const accepted = (await post('/api/campus-waitlist/offer/accept', { token })).json() as { clientSecret: string; paymentIntentId: string };
  return { c, token, ...accepted };
}

describe('finding 3: an entry that ends stops its running payment', () => {
  it('removed by the admin: its checkout is released and its intent canceled; the next family pays without a flag', async () => {
    const a = await aPayingBWaiting();
    expect((await as('DELETE', `/api/admin/campus-waitlist/${(await entryOf('a@example.com')).id}`)).statusCode).toBe(204);
    expect((await checkoutOf(a.paymentIntentId)).status).toBe('released');
    expect(await intentStatus(a.paymentIntentId)).toBe('canceled');
    expect((await pay(a.clientSecret)).outcome).toBe('canceled');
    expect((await post('/api/campus-waitlist/offer/confirm', { token: a.token, paymentIntentId: a.paymentIntentId })).statusCode).toBe(402);
    const bToken = await tokenFromMail(t, 'b@example.com', 'oferta');
    const b = (await post('/api/campus-waitlist/offer/accept', { token: bToken })).json();
    await pay(b.clientSecret);
    expect((await post('/api/campus-waitlist/offer/confirm', { token: bToken, paymentIntentId: b.paymentIntentId })).statusCode).toBe(201);
    expect((await signUpsOf('b@example.com')).map((r) => r.status)).toEqual(['paid']);
    expect(await signUpsOf('a@example.com')).toHaveLength(0);
    expect(await entryStatuses(t.database.db, a.c.id)).toEqual(['removed', 'accepted']);
  });

  it('paid anyway (before the cancel could stop it): only that family is flagged, and its entry stays removed', async () => {
    const a = await aPayingBWaiting();
    // The family pays at the moment the admin removes it: the cancel comes too late.
    expect((await pay(a.clientSecret)).outcome).toBe('succeeded');
    expect((await as('DELETE', `/api/admin/campus-waitlist/${(await entryOf('a@example.com')).id}`)).statusCode).toBe(204);
    expect((await entryOf('b@example.com')).status).toBe('offered');
    expect((await post('/api/campus-waitlist/offer/confirm', { token: a.token, paymentIntentId: a.paymentIntentId })).statusCode).toBe(201);
    expect((await signUpsOf('a@example.com')).map((r) => r.status)).toEqual(['paid_overbooked']);
    expect((await entryOf('a@example.com')).status).toBe('removed');
    const bToken = await tokenFromMail(t, 'b@example.com', 'oferta');
    const b = (await post('/api/campus-waitlist/offer/accept', { token: bToken })).json();
    await pay(b.clientSecret);
    expect((await post('/api/campus-waitlist/offer/confirm', { token: bToken, paymentIntentId: b.paymentIntentId })).statusCode).toBe(201);
    // B held the place properly: not flagged.
    expect((await signUpsOf('b@example.com')).map((r) => r.status)).toEqual(['paid']);
  });

  it('left by the e-mailed link or declined: the payment is stopped too', async () => {
    const left = await aPayingBWaiting();
    const manage = await tokenFromMail(t, 'a@example.com', 'sortir');
    expect((await post('/api/campus-waitlist/leave', { token: manage })).statusCode).toBe(200);
    expect((await checkoutOf(left.paymentIntentId)).status).toBe('released');
    expect(await intentStatus(left.paymentIntentId)).toBe('canceled');

    await t.database.db.delete(campus);
    await t.database.db.delete(mailQueue);
    const declined = await aPayingBWaiting();
    const no = await tokenFromMail(t, 'a@example.com', 'rebutjar');
    expect((await post('/api/campus-waitlist/offer/decline', { token: no })).statusCode).toBe(200);
    expect((await checkoutOf(declined.paymentIntentId)).status).toBe('released');
    expect(await intentStatus(declined.paymentIntentId)).toBe('canceled');
  });

  it('left from the family page: the payment is released and its intent canceled at once', async () => {
    const a = await aPayingBWaiting();
    await leaveWaitlistEntry(t.app, (await entryOf('a@example.com')).id);
    expect((await checkoutOf(a.paymentIntentId)).status).toBe('released');
    expect(await intentStatus(a.paymentIntentId)).toBe('canceled');
  });

  it('erased with its family: the payment runs out now and the next sweep cancels it', async () => {
    const a = await aPayingBWaiting();
    await t.database.db.transaction((tx) => eraseFamilyData(tx, 'a@example.com'));
    await runSweep(t.app);
    expect((await checkoutOf(a.paymentIntentId)).status).toBe('released');
    expect(await intentStatus(a.paymentIntentId)).toBe('canceled');
  });

  it('its campus deleted: the waiting-list payment is released and its intent canceled', async () => {
    const a = await aPayingBWaiting();
    expect(await eraseCampus(t.app, a.c.id)).toBe(true);
    expect((await checkoutOf(a.paymentIntentId)).status).toBe('released');
    expect(await intentStatus(a.paymentIntentId)).toBe('canceled');
  });
});

describe('finding 4: a paid offer for more children than it stores', () => {
  it('is stored with the whole amount and flagged for the club', async () => {
    // Members sign up for free; the family joined as non-members (45 € each).
    const { c, ids } = await fullCampus(2, { priceNonMember: '45.00', priceClubMember: '0.00' });
    const sister = child('Sara');
    await join(c.id, 'germans@example.com', { ...sister, siblings: [child('Pau')] });
    await freeOne(ids[0]!);
    await freeOne(ids[1]!);
    const token = await tokenFromMail(t, 'germans@example.com', 'oferta');
    const paying = (await post('/api/campus-waitlist/offer/accept', { token })).json();
    expect(paying.amount).toBe('90.00');
    // One more place; the sister gets it directly (another way), so the entry now asks for one place.
    await t.database.db.update(campus).set({ maxParticipants: 3 }).where(eq(campus.id, c.id));
    const direct = await post('/api/campus-registrations', { campusId: c.id, ...sister, parentEmail: 'germans@example.com', parentPhone: '600 111 222', isClubMember: true });
    expect(direct.statusCode).toBe(201);
    expect((await entryOf('germans@example.com')).places).toBe(1);
    await pay(paying.clientSecret);
    expect((await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: paying.paymentIntentId })).statusCode).toBe(201);
    const paid = (await signUpsOf('germans@example.com')).filter((r) => r.paymentIntentId === paying.paymentIntentId);
    expect(paid.map((r) => [r.childName, r.amountPaid, r.status])).toEqual([['Pau', '90.00', 'paid_overcharged']]);
  });
});

describe('finding 5: a campus switched off keeps its families’ turns', () => {
  it('puts its standing offers back to waiting (payments stopped) and offers them again, in order, when switched on', async () => {
    const a = await aPayingBWaiting();
    expect((await as('PATCH', `/api/campus/${a.c.id}`, { isActive: false })).statusCode).toBe(204);
    expect(await entryStatuses(t.database.db, a.c.id)).toEqual(['waiting', 'waiting']);
    expect((await post('/api/campus-waitlist/offer/accept', { token: a.token })).statusCode).toBe(409);
    await runSweep(t.app);
    expect(await intentStatus(a.paymentIntentId)).toBe('canceled');
    // Days later, nothing expired while it was off.
    await t.database.db.update(campusWaitlist).set({ offerExpiresAt: sql`now() - interval '1 day'` });
    expect(await expireOffers(t.app)).toBe(0);
    expect((await as('PATCH', `/api/campus/${a.c.id}`, { isActive: true })).statusCode).toBe(204);
    expect(await entryStatuses(t.database.db, a.c.id)).toEqual(['offered', 'waiting']);
    expect((await entryOf('a@example.com')).offerExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const fresh = await tokenFromMail(t, 'a@example.com', 'oferta');
    expect(fresh).not.toBe(a.token);
    expect((await post('/api/campus-waitlist/offer/accept', { token: fresh })).statusCode).toBe(200);
  });
});

describe('finding 11: the offer and leave links are rate-limited per address', () => {
  it('answers 429 after the limit on each of them', async () => {
    const limited = await createTestApp({ publicWriteLimit: 2 });
    try {
      for (const url of ['/api/campus-waitlist/offer', '/api/campus-waitlist/offer/confirm', '/api/campus-waitlist/offer/decline', '/api/campus-waitlist/leave']) {
        const payload = { token: 'x'.repeat(43), paymentIntentId: 'pi_x' };
        const codes = [];
        for (let i = 0; i < 3; i += 1) codes.push((await limited.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.9' })).statusCode);
        expect(codes.at(-1), url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
