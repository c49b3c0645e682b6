/**
 * Issue 14 item 3, decision 178: the same child (folded name and surname, exact birth date) holds at most one place
 * per campus, and one club (or one school) registration per season: a second gets 409 with a Catalan message, never
 * a 500 — for a paid campus already at the payment intent, before the family pays.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import {
  campus,
  campusRegistrations,
  checkouts,
  clubRegistrations,
  schoolRegistrations,
  seasons,
  testPaymentIntents,
} from '#server/db/schema.ts';
import { duplicateRegistrationMessages } from '#server/features/registrations/service.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { campusSignUpMessages } from '#shared/schemas/campus-registration.ts';
import { onPostgres, } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { type Instance, instancesOnPostgres } from '../helpers/instances.ts';
import { addDays, clubBody, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';
import { backToOneOpenSeason } from '../helpers/seasons.ts';

const t = withTestApp({ signedIn: true });

const startDate = addDays(today(), 60);
const signUp = (campusId: number, overrides: Record<string, unknown> = {}) => ({
  campusId,
  childName: 'José',
  childSurname: 'Pérez Vila',
  birthDate: yearsBefore(startDate, 10),
  parentEmail: 'familia.perez@example.com',
  parentPhone: '600 111 222',
  isClubMember: false,
  ...overrides,
});
const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const signUps = async (campusId: number) =>
  (await t.database.db.select().from(campusRegistrations)).filter((r) => r.campusId === campusId);

function testProvider() {
  if (!isTestProvider(t.app.payments)) throw new Error('the API tests run with the test payment provider');
  return t.app.payments;
}
const pay = (clientSecret: string) => testProvider().confirm({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });

describe('campus sign-ups', () => {
  beforeEach(async () => {
    await t.database.db.delete(checkouts);
    await t.database.db.delete(campus);
  });

  it('refuses the same child twice in a free campus, even typed with other case, accents and spaces', async () => {
    const c = await seedCampus(t.database.db, { startDate });
    expect((await post('/api/campus-registrations', signUp(c.id))).statusCode).toBe(201);
    const again = await post('/api/campus-registrations', signUp(c.id, { parentEmail: 'altre@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(campusSignUpMessages.duplicate.message);
    const folded = await post('/api/campus-registrations', signUp(c.id, { childName: '  JOSE ', childSurname: 'perez   vila' }));
    expect(folded.statusCode).toBe(409);
    expect(folded.json().message).toBe('Aquest infant ja té una plaça en aquest campus.');
    expect(await signUps(c.id)).toHaveLength(1);
    expect((await signUps(c.id))[0]!.childKey).toBe(`jose perez vila|${yearsBefore(startDate, 10)}`);
  });

  it('takes the same child in another campus, a sibling, and a namesake born another day', async () => {
    const c = await seedCampus(t.database.db, { startDate });
    const other = await seedCampus(t.database.db, { startDate, name: 'Campus de Setmana Santa' });
    expect((await post('/api/campus-registrations', signUp(c.id))).statusCode).toBe(201);
    expect((await post('/api/campus-registrations', signUp(other.id))).statusCode).toBe(201);
    expect((await post('/api/campus-registrations', signUp(c.id, { childName: 'Laia' }))).statusCode).toBe(201);
    expect((await post('/api/campus-registrations', signUp(c.id, { birthDate: yearsBefore(startDate, 9) }))).statusCode).toBe(201);
    expect(await signUps(c.id)).toHaveLength(3);
  });

  it('a deleted sign-up frees the child’s key', async () => {
    const c = await seedCampus(t.database.db, { startDate });
    const first = await post('/api/campus-registrations', signUp(c.id));
    expect(first.statusCode).toBe(201);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/campus-registrations/${first.json().id}`, headers: t.admin.headers });
    expect(del.statusCode).toBeLessThan(300);
    expect((await post('/api/campus-registrations', signUp(c.id))).statusCode).toBe(201);
  });

  it('a paid campus refuses the duplicate at the payment intent, before the family pays', async () => {
    const c = await seedCampus(t.database.db, { startDate, priceClubMember: '80.00', priceNonMember: '95.00' });
    const intent = (await post('/api/create-campus-payment-intent', { registrationData: signUp(c.id) })).json();
    expect((await pay(intent.clientSecret)).outcome).toBe('succeeded');
    const paid = await post('/api/campus-registrations', { ...signUp(c.id), paymentIntentId: intent.paymentIntentId });
    expect(paid.statusCode).toBe(201);

    const again = await post('/api/create-campus-payment-intent', { registrationData: signUp(c.id, { childName: 'josé', isClubMember: true }) }, '10.1.0.2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(campusSignUpMessages.duplicate.message);
    // No checkout, no intent, no place held for it.
    expect((await t.database.db.select().from(checkouts)).filter((k) => k.status === 'reserved')).toHaveLength(0);
  });

  it('two payments for one child: the second is refused at the final insert and refunded automatically (409, told so), one place', async () => {
    const c = await seedCampus(t.database.db, { startDate, priceClubMember: '80.00', priceNonMember: '95.00' });
    // Two tabs: both intents start before either is paid (a retry of the same child is allowed at this step).
    const first = (await post('/api/create-campus-payment-intent', { registrationData: signUp(c.id) })).json();
    const second = (await post('/api/create-campus-payment-intent', { registrationData: signUp(c.id) })).json();
    await pay(first.clientSecret);
    await pay(second.clientSecret);
    expect((await post('/api/campus-registrations', { ...signUp(c.id), paymentIntentId: first.paymentIntentId })).statusCode).toBe(201);
    const dup = await post('/api/campus-registrations', { ...signUp(c.id), paymentIntentId: second.paymentIntentId });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'campus.duplicateRefunded', message: campusSignUpMessages.duplicateRefunded.message });
    expect(await signUps(c.id)).toHaveLength(1);
    // Its checkout is not paid: the payment went back to the card (issue 22 finding 2; before, the club refunded by hand).
    const [k] = await t.database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, second.paymentIntentId));
    expect(k).toMatchObject({ status: 'refunded', unstorableReason: 'duplicate' });
    const [intent] = await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, second.paymentIntentId));
    expect(intent!.metadata).toMatchObject({ refunded: 'true' });
    // Reported again (the webhook after the browser): the same answer, no second refund.
    const again = await post('/api/campus-registrations', { ...signUp(c.id), paymentIntentId: second.paymentIntentId });
    expect(again.json().code).toBe('campus.duplicateRefunded');
    const [after] = await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, second.paymentIntentId));
    expect(after!.metadata).toMatchObject({ refundCalls: '1' });
  });

  it('the database itself refuses a second row for the same child (a unique index), not only the service', async () => {
    const c = await seedCampus(t.database.db, { startDate });
    expect((await post('/api/campus-registrations', signUp(c.id))).statusCode).toBe(201);
    const [row] = await signUps(c.id);
    const { id: _id, createdAt: _at, ...copy } = row!;
    await expect(t.database.db.insert(campusRegistrations).values(copy)).rejects.toThrow();
    // Rows without a key (older duplicates the migration left alone) are not covered.
    await t.database.db.insert(campusRegistrations).values({ ...copy, childKey: null });
    await t.database.db.insert(campusRegistrations).values({ ...copy, childKey: null });
  });
});

describe('club and school registrations', () => {
  beforeEach(() => backToOneOpenSeason(t.database.db));
  afterAll(() => backToOneOpenSeason(t.database.db));

  it('refuses the same player twice in the club in one season, name folded', async () => {
    expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(201);
    const again = await post('/api/club-registrations', clubBody({ playerName: '  martina  PUIG-Soler ', guardianEmail: 'pare@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(duplicateRegistrationMessages.club_registration.message);
    expect(await t.database.db.select().from(clubRegistrations)).toHaveLength(1);
    // A sibling is welcome.
    expect((await post('/api/club-registrations', clubBody({ playerName: 'Pol Puig Soler' }))).statusCode).toBe(201);
  });

  it('refuses the same pupil twice in the schools in one season; the club and the schools are separate', async () => {
    expect((await post('/api/school-registrations', schoolBody())).statusCode).toBe(201);
    const again = await post('/api/school-registrations', schoolBody({ playerName: 'BIEL', playerSurname: 'Casals  Roca' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(duplicateRegistrationMessages.school_registration.message);
    expect(await t.database.db.select().from(schoolRegistrations)).toHaveLength(1);
    const sameChildInTheClub = schoolBody();
    expect(
      (await post('/api/club-registrations', clubBody({ playerName: 'Biel Casals Roca', birthDate: sameChildInTheClub.birthDate })))
        .statusCode,
    ).toBe(201);
  });

  it('takes the same player again in another season', async () => {
    expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(201);
    await t.database.db.update(seasons).set({ openForRegistrations: false });
    await t.database.db
      .insert(seasons)
      .values({ label: '2026/2027', startsOn: '2026-07-01', endsOn: '2027-06-30', openForRegistrations: true });
    expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(201);
    expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(409);
    expect(await t.database.db.select().from(clubRegistrations)).toHaveLength(2);
  });
});

describe.skipIf(!onPostgres)('at the same moment (PostgreSQL, two instances)', () => {
  let a: Instance;
  let b: Instance;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const two = await instancesOnPostgres(2);
    [a, b] = two.instances as [Instance, Instance];
    dispose = two.dispose;
  });
  afterAll(() => dispose?.());

  it('two identical free sign-ups sent at once: exactly one 201, the other 409', async () => {
    const c = await seedCampus(a.database.db, { startDate });
    const results = await Promise.all(
      [a, b, a, b].map((i, n) =>
        i.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: signUp(c.id, { childName: n % 2 ? 'JOSÉ' : 'José' }) }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const rows = (await a.database.db.select().from(campusRegistrations)).filter((r) => r.campusId === c.id);
    expect(rows).toHaveLength(1);
  });

  it('two identical club registrations sent at once: exactly one 201, the other 409', async () => {
    const results = await Promise.all(
      [a, b].map((i) => i.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
