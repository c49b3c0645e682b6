import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { campus, campusRegistrations, campusWaitlist, checkouts, testPaymentIntents } from '#server/db/schema.ts';
import { formatDate } from '#shared/dates.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import type { TestApp } from '../helpers/app.ts';
import { paidCampusSignUp, seedCampus } from '../helpers/campus.ts';
import { withCountingApp } from '../helpers/counting-provider.ts';
import { asFamily, seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 14 item 4: a family cancels its campus sign-up from its page until the campus's deadline (start minus
 * cancelDays); a paid one is refunded through the provider first, and the place goes to the next on the waiting list.
 */
const provider = withCountingApp([checkouts, campus]);
let t: TestApp;
beforeEach(() => {
  t = provider.t;
});

let n = 0;
const email = () => `cancel.${n}@example.com`;
const signUpBody = (campusId: number, startDate: string) => ({
  campusId,
  childName: `Roc${n}`,
  childSurname: 'Fabra Mas',
  birthDate: yearsBefore(startDate, 10),
  parentEmail: email(),
  parentPhone: '600 321 321',
  isClubMember: false,
});
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function freeSignUp(values: Partial<typeof campus.$inferInsert> = {}) {
  n += 1;
  const startDate = values.startDate ?? addDays(today(), 30);
  const c = await seedCampus(t.database.db, { startDate, ...values });
  const res = await post('/api/campus-registrations', signUpBody(c.id, startDate));
  expect(res.statusCode, res.body).toBe(201);
  return { campus: c, id: res.json().id as number, email: email() };
}

async function paidSignUp(values: Partial<typeof campus.$inferInsert> = {}) {
  n += 1;
  const startDate = addDays(today(), 30);
  const c = await seedCampus(t.database.db, { startDate, priceClubMember: '80.00', priceNonMember: '95.00', ...values });
  const paid = await paidCampusSignUp(t.app, signUpBody(c.id, startDate));
  return { campus: c, email: email(), ...paid };
}

const cancel = async (mail: string, id: number) => {
  const auth = await signInFamily(t, mail, `10.5.${n}.1`);
  return asFamily(t.app, auth, 'POST', `/api/family/campus-sign-ups/${id}/cancel`, {});
};
const signUpRow = async (id: number) => (await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, id)))[0];
const placesLeft = async (id: number) =>
  ((await t.app.inject({ url: '/api/campus' })).json() as { id: number; placesLeft: number }[]).find((c) => c.id === id)!.placesLeft;

describe('cancelling a campus sign-up from the family page', () => {
  it('free, before the deadline: the sign-up is gone, its place free again, the family mailed (no refund)', async () => {
    const s = await freeSignUp({ maxParticipants: 1 });
    expect(await placesLeft(s.campus.id)).toBe(0);
    const res = await cancel(s.email, s.id);
    expect([res.statusCode, res.json().message]).toEqual([200, familyMessages.cancelled]);
    expect(await signUpRow(s.id)).toBeUndefined();
    expect(await placesLeft(s.campus.id)).toBe(1);
    expect(provider.calls.refund).toBe(0);
    await t.app.mail.flush();
    const mail = t.mails.find((m) => m.to === s.email && m.subject.startsWith('Inscripció anul·lada'));
    expect(mail?.text).toContain('Campus d’Estiu');
    expect(mail?.text).not.toContain('retornat');
  });

  it('paid: refunded through the provider (the intent records it), refunded_at on the checkout, the mail says so', async () => {
    const s = await paidSignUp();
    const res = await cancel(s.email, s.id);
    expect([res.statusCode, res.json().message]).toEqual([200, familyMessages.cancelledRefunded]);
    expect(provider.calls.refunded).toBe(1);
    const [intent] = await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, s.paymentIntentId));
    expect(intent!.metadata).toMatchObject({ refunded: 'true' });
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, s.paymentIntentId));
    expect(checkout!.refundedAt).toBeInstanceOf(Date);
    // The accounts keep the amount and the intent; the family's data went with the sign-up.
    expect(checkout).toMatchObject({ amount: '95.00', status: 'paid', registrationData: null, customerEmail: null });
    expect(await signUpRow(s.id)).toBeUndefined();
    await t.app.mail.flush();
    const mail = t.mails.find((m) => m.to === s.email && m.subject.startsWith('Inscripció anul·lada'));
    expect(mail?.text).toMatch(/Us hem retornat l’import \(95,00\s€\)/);
  });

  it('the freed place goes to the next family on the waiting list (an offer by mail)', async () => {
    const s = await freeSignUp({ maxParticipants: 1 });
    const first = await seedWaitlistEntry(t.database.db, s.campus.id, 'primera.espera@example.com', { childName: 'Ona', childSurname: 'Primera' });
    const second = await seedWaitlistEntry(t.database.db, s.campus.id, 'segona.espera@example.com', { childName: 'Pol', childSurname: 'Segon' });
    expect((await cancel(s.email, s.id)).statusCode).toBe(200);
    const status = async (id: number) => (await t.database.db.select().from(campusWaitlist).where(eq(campusWaitlist.id, id)))[0]!.status;
    expect(await status(first.id)).toBe('offered');
    expect(await status(second.id)).toBe('waiting');
    // The offer holds the place: none is left for a newcomer.
    expect(await placesLeft(s.campus.id)).toBe(0);
    await t.app.mail.flush();
    expect(t.mails.some((m) => m.to === 'primera.espera@example.com')).toBe(true);
  });

  it('after the deadline: 409 with the last day, nothing changes', async () => {
    const startDate = addDays(today(), 5);
    const s = await freeSignUp({ startDate, cancelDays: 7 });
    const res = await cancel(s.email, s.id);
    expect(res.statusCode).toBe(409);
    const deadline = addDays(startDate, -7);
    // The Catalan as before, the day written out; the day itself in params, for the page's language (decision 196).
    expect(res.json()).toMatchObject({ message: familyMessages.cancelDeadlinePassed({ date: deadline }).message, code: 'family.cancelDeadlinePassed', params: { date: deadline } });
    expect(res.json().message).toContain(formatDate(deadline));
    expect(await signUpRow(s.id)).toBeDefined();
  });

  it('on the deadline day itself it can still be cancelled (cancelDays = 0: until the start)', async () => {
    const s = await freeSignUp({ startDate: today(), endDate: addDays(today(), 2), cancelDays: 0 });
    expect((await cancel(s.email, s.id)).statusCode).toBe(200);
  });

  it('the refund fails: 502 refundFailed and nothing changed (the sign-up, its place and its checkout stay)', async () => {
    const s = await paidSignUp();
    provider.control.refundFails = true;
    const res = await cancel(s.email, s.id);
    expect([res.statusCode, res.json().message]).toEqual([502, familyMessages.refundFailed.message]);
    expect(await signUpRow(s.id)).toBeDefined();
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, s.paymentIntentId));
    expect(checkout!.refundedAt).toBeNull();
    expect(checkout!.registrationData).not.toBeNull();
  });

  it('another family’s sign-up: 404 notYours, nothing changes', async () => {
    const mine = await freeSignUp();
    const theirs = await freeSignUp();
    const res = await cancel(mine.email, theirs.id);
    expect([res.statusCode, res.json().message]).toEqual([404, familyMessages.notYours.message]);
    expect(await signUpRow(theirs.id)).toBeDefined();
  });

  it('the records say until when each sign-up can be cancelled', async () => {
    const startDate = addDays(today(), 20);
    const s = await freeSignUp({ startDate, cancelDays: 10 });
    const auth = await signInFamily(t, s.email, '10.6.0.1');
    const r = (await asFamily(t.app, auth, 'GET', '/api/family/records')).json();
    expect(r.campusSignUps[0]).toMatchObject({ id: s.id, cancelUntil: addDays(startDate, -10), cancellable: true });
    await t.database.db.update(campus).set({ cancelDays: 25 }).where(eq(campus.id, s.campus.id));
    const later = (await asFamily(t.app, auth, 'GET', '/api/family/records')).json();
    expect(later.campusSignUps[0]).toMatchObject({ cancelUntil: addDays(startDate, -25), cancellable: false });
  });
});
