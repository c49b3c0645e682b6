import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus, campusRegistrations, campusWaitlist, campusWaitlistChildren, checkouts, mailQueue, testPaymentIntents } from '#server/db/schema.ts';
import { releaseExpiredCheckouts } from '#server/features/payments/sweep.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { paidTogether } from '#server/features/waitlist/checkout.ts';
import { expireOffers } from '#server/features/places/offers.ts';
import { leaveWaitlistEntry, listWaitlistByEmail } from '#server/features/waitlist/service.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';
import { entryRow, entryStatuses, joinConfirmed, tokenFromMail } from '../helpers/waitlist.ts';

const t = withTestApp({ signedIn: true });
beforeEach(async () => {
  await t.database.db.delete(checkouts);
  await t.database.db.delete(campus);
  await t.database.db.delete(mailQueue);
  await t.app.mail.flush();
  t.mails.length = 0;
});

const startDate = addDays(today(), 60);
const birthDate = yearsBefore(startDate, 10);
let n = 0;
const child = (name = `Nen${++n}`) => ({ childName: name, childSurname: 'Puig', birthDate });
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const as = (method: 'GET' | 'DELETE' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

// Joined and the address confirmed with the mailed link, as a family does (issue 22 finding 1).
const join = (campusId: number, email: string, extra: Record<string, unknown> = {}) =>
  joinConfirmed(t, { campusId, ...child(), parentEmail: email, parentPhone: '600 111 222', ...extra });

/** A free campus of `max` places, full of direct sign-ups; their ids. */
async function fullCampus(max = 2, values: Partial<typeof campus.$inferInsert> = {}) {
  const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: max, ...values });
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
const statusOf = async (email: string) =>
  (await t.database.db.select().from(campusWaitlist).where(eq(campusWaitlist.parentEmail, email)))[0]!.status;
const placesLeft = async (id: number) =>
  ((await t.app.inject({ url: '/api/campus' })).json() as { id: number; placesLeft: number }[]).find((c) => c.id === id)!.placesLeft;

describe('an offer', () => {
  it('counts as taken: a direct sign-up is refused while it stands', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'a@example.com');
    expect((await freeOne(ids[0]!)).statusCode).toBe(204);
    expect(await statusOf('a@example.com')).toBe('offered');
    expect(await placesLeft(c.id)).toBe(0);
    const direct = await post('/api/campus-registrations', {
      campusId: c.id,
      ...child(),
      parentEmail: 'colat@example.com',
      parentPhone: '600 999 999',
      isClubMember: false,
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe('Campus complet');
  });

  it('is shown by its token and accepted on a free campus: one sign-up per child, entry accepted, keys set free', async () => {
    const { c, ids } = await fullCampus(2);
    await join(c.id, 'germans@example.com', { siblings: [child()] });
    await freeOne(ids[0]!);
    expect(await statusOf('germans@example.com')).toBe('waiting');
    await freeOne(ids[1]!);
    expect(await statusOf('germans@example.com')).toBe('offered');
    const token = await tokenFromMail(t, 'germans@example.com', 'oferta');
    const view = await post('/api/campus-waitlist/offer', { token });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'offered', places: 2, amount: '0.00', campus: { id: c.id, name: 'Campus d’Estiu' } });
    expect(view.json().children).toHaveLength(2);
    const res = await post('/api/campus-waitlist/offer/accept', { token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'accepted', message: 'Oferta acceptada: la inscripció és feta. Us hem enviat un correu de confirmació.' });
    expect(res.json().registrationIds).toHaveLength(2);
    const rows = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, 'germans@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    expect(await statusOf('germans@example.com')).toBe('accepted');
    const keys = await t.database.db.select({ k: campusWaitlistChildren.childKey }).from(campusWaitlistChildren);
    expect(keys.every((k) => k.k === null)).toBe(true);
    expect(await placesLeft(c.id)).toBe(0);
    // A second click: the offer is gone (409), and the page says accepted.
    expect((await post('/api/campus-waitlist/offer/accept', { token })).statusCode).toBe(409);
    expect((await post('/api/campus-waitlist/offer', { token })).json().state).toBe('accepted');
    await t.app.mail.flush();
    expect(t.mails.filter((m) => m.to === 'germans@example.com' && m.subject.startsWith('Inscripció confirmada'))).toHaveLength(2);
  });

  it('an unknown token is 404', async () => {
    const res = await post('/api/campus-waitlist/offer/accept', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Aquest enllaç d’oferta no és vàlid.');
  });

  it('declined ("No, gràcies") passes to the next entry', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'primer@example.com');
    await join(c.id, 'segon@example.com');
    await freeOne(ids[0]!);
    const token = await tokenFromMail(t, 'primer@example.com', 'rebutjar');
    const res = await post('/api/campus-waitlist/offer/decline', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hem passat la plaça a la família següent. Gràcies per avisar-nos.');
    expect(await entryStatuses(t.database.db, c.id)).toEqual(['declined', 'offered']);
    expect((await post('/api/campus-waitlist/offer/decline', { token })).statusCode).toBe(200);
    expect((await post('/api/campus-waitlist/offer/accept', { token })).statusCode).toBe(409);
  });

  it('expires: past its deadline it is 410, the sweep ends it, mails the family and offers the next', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'tard@example.com');
    await join(c.id, 'seguent@example.com');
    await freeOne(ids[0]!);
    const token = await tokenFromMail(t, 'tard@example.com', 'oferta');
    await t.database.db.update(campusWaitlist).set({ offerExpiresAt: sql`now() - interval '1 minute'` }).where(eq(campusWaitlist.parentEmail, 'tard@example.com'));
    const late = await post('/api/campus-waitlist/offer/accept', { token });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Aquesta oferta ha caducat i la plaça ha passat a la família següent.');
    await runSweep(t.app);
    expect(await entryStatuses(t.database.db, c.id)).toEqual(['expired', 'offered']);
    await t.app.mail.flush();
    expect(t.mails.some((m) => m.to === 'tard@example.com' && m.subject === 'L’oferta ha caducat: Campus d’Estiu')).toBe(true);
    expect(t.mails.some((m) => m.to === 'seguent@example.com' && m.subject === 'Hi ha plaça per a vosaltres: Campus d’Estiu')).toBe(true);
    expect((await post('/api/campus-waitlist/offer', { token })).json().state).toBe('expired');
  });

  it('expires once when two sweeps run at once', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'una@example.com');
    await freeOne(ids[0]!);
    await t.database.db.update(campusWaitlist).set({ offerExpiresAt: sql`now() - interval '1 minute'` });
    const counts = await Promise.all([expireOffers(t.app), expireOffers(t.app)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const expired = await t.database.db.select().from(mailQueue).where(eq(mailQueue.subject, 'L’oferta ha caducat: Campus d’Estiu'));
    expect(expired).toHaveLength(1);
  });
});

describe('leaving the list', () => {
  it('by the e-mailed token: a waiting entry leaves, an offered one passes its places on', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'marxa@example.com');
    await join(c.id, 'espera@example.com');
    await join(c.id, 'ultim@example.com');
    await freeOne(ids[0]!);
    const waiting = await tokenFromMail(t, 'espera@example.com', 'sortir');
    const res = await post('/api/campus-waitlist/leave', { token: waiting });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Heu sortit de la llista d’espera.');
    const offered = await tokenFromMail(t, 'marxa@example.com', 'sortir');
    expect((await post('/api/campus-waitlist/leave', { token: offered })).statusCode).toBe(200);
    expect(await entryStatuses(t.database.db, c.id)).toEqual(['left', 'left', 'offered']);
    // Left, the child may join again.
    expect((await post('/api/campus-waitlist/leave', { token: 'y'.repeat(43) })).statusCode).toBe(404);
  });
});

describe('for the family page', () => {
  it('lists a family’s entries with positions and lets it leave (an offer’s places passed on)', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'Casa@Example.com', { siblings: [child('Jana')] });
    await join(c.id, 'altra@example.com');
    await join(c.id, 'casa@example.com');
    const list = await listWaitlistByEmail(t.database.db, 'casa@example.com');
    expect(list.map((e) => [e.status, e.position, e.children.length, e.campusName])).toEqual([
      ['waiting', 3, 1, 'Campus d’Estiu'],
      ['waiting', 1, 2, 'Campus d’Estiu'],
    ]);
    await freeOne(ids[0]!);
    expect(await entryStatuses(t.database.db, c.id)).toEqual(['waiting', 'offered', 'waiting']);
    const offered = (await listWaitlistByEmail(t.database.db, 'altra@example.com'))[0]!;
    expect(offered.offerExpiresAt).not.toBeNull();
    await leaveWaitlistEntry(t.app, offered.id);
    expect(await entryStatuses(t.database.db, c.id)).toEqual(['waiting', 'left', 'offered']);
    await leaveWaitlistEntry(t.app, offered.id);
    await expect(leaveWaitlistEntry(t.app, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('a child on the list who gets a place another way', () => {
  it('leaves the list: alone, its entry ends; with siblings, the entry waits for one place fewer', async () => {
    const { c, ids } = await fullCampus(2);
    const ana = child('Ana');
    await join(c.id, 'germanes@example.com', { ...ana, siblings: [child('Bet')] });
    await freeOne(ids[0]!);
    // One place is free and the sisters need two: Ana signs up directly.
    const direct = await post('/api/campus-registrations', { campusId: c.id, ...ana, parentEmail: 'germanes@example.com', parentPhone: '600 111 222', isClubMember: false });
    expect(direct.statusCode).toBe(201);
    const [entry] = await t.database.db.select().from(campusWaitlist).where(eq(campusWaitlist.parentEmail, 'germanes@example.com'));
    expect(entry).toMatchObject({ status: 'waiting', places: 1 });
    const kids = await t.database.db.select().from(campusWaitlistChildren).where(eq(campusWaitlistChildren.entryId, entry!.id));
    expect(kids.map((k) => k.childName)).toEqual(['Bet']);
    // The next place goes to Bet, alone now.
    await freeOne(ids[1]!);
    expect(await statusOf('germanes@example.com')).toBe('offered');
    expect(await placesLeft(c.id)).toBe(0);
  });
});

describe('places that free up', () => {
  it('raising maxParticipants offers the new places', async () => {
    const { c } = await fullCampus(1);
    await join(c.id, 'mes@example.com');
    const put = await as('PUT', `/api/campus/${c.id}`, {
      name: c.name,
      description: c.description,
      startDate: c.startDate,
      endDate: c.endDate,
      imageUrl: c.imageUrl,
      maxParticipants: 2,
    });
    expect(put.statusCode).toBe(204);
    expect(await statusOf('mes@example.com')).toBe('offered');
    // A payload without offerHours / cancelDays keeps the stored ones.
    expect((await t.database.db.select().from(campus).where(eq(campus.id, c.id)))[0]).toMatchObject({ offerHours: 48, cancelDays: 7 });
  });

  it('switching a campus on offers its free places', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'actiu@example.com');
    expect((await as('PATCH', `/api/campus/${c.id}`, { isActive: false })).statusCode).toBe(204);
    await freeOne(ids[0]!);
    expect(await statusOf('actiu@example.com')).toBe('waiting');
    expect((await as('PATCH', `/api/campus/${c.id}`, { isActive: true })).statusCode).toBe(204);
    expect(await statusOf('actiu@example.com')).toBe('offered');
  });

  it('an expired held checkout, released by the sweep, is offered to the list', async () => {
    const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: 1, priceNonMember: '40.00' });
    const intent = await post('/api/create-campus-payment-intent', {
      registrationData: { campusId: c.id, ...child(), parentEmail: 'paga@example.com', parentPhone: '600 555 555', isClubMember: false },
    });
    expect(intent.statusCode).toBe(200);
    expect((await join(c.id, 'llista@example.com')).statusCode).toBe(201);
    await t.database.db.update(checkouts).set({ expiresAt: sql`now() - interval '1 minute'` });
    // The release itself offers the place (its handler, same transaction), not only the sweep's later pass.
    expect(await releaseExpiredCheckouts(t.app)).toBe(1);
    expect(await statusOf('llista@example.com')).toBe('offered');
  });
});

describe('a family restarting its payment', () => {
  it('keeps its place: the checkout it replaces is not offered to the list', async () => {
    const c = await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4), maxParticipants: 3, priceNonMember: '40.00' });
    const start = () =>
      post('/api/create-campus-payment-intent', {
        registrationData: { campusId: c.id, ...child(), parentEmail: 'reintenta@example.com', parentPhone: '600 555 555', isClubMember: false },
      });
    for (let i = 0; i < 3; i += 1) expect((await start()).statusCode).toBe(200);
    expect((await join(c.id, 'espera@example.com')).statusCode).toBe(201);
    // A fourth checkout of the same family replaces its oldest (campus: 3 open per client) and takes its place.
    expect((await start()).statusCode).toBe(200);
    expect(await statusOf('espera@example.com')).toBe('waiting');
  });
});

describe('a paid offer', () => {
  function testProvider() {
    if (!isTestProvider(t.app.payments)) throw new Error('the API tests run with the test payment provider');
    return t.app.payments;
  }
  const pay = (clientSecret: string) => testProvider().confirm({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });

  it('opens a payment for price × places and stores one sign-up per child once paid', async () => {
    const { c, ids } = await fullCampus(2, { priceNonMember: '45.00', priceClubMember: '30.00' });
    await join(c.id, 'paguen@example.com', { siblings: [child()] });
    await freeOne(ids[0]!);
    await freeOne(ids[1]!);
    const token = await tokenFromMail(t, 'paguen@example.com', 'oferta');
    expect((await post('/api/campus-waitlist/offer', { token })).json().amount).toBe('90.00');
    const res = await post('/api/campus-waitlist/offer/accept', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'payment', amount: '90.00' });
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.kind, 'waitlist'));
    // The offer holds the places: the checkout holds none of its own.
    expect(checkout).toMatchObject({ campusId: null, amount: '90.00', status: 'reserved' });
    expect(await placesLeft(c.id)).toBe(0);
    // Not paid yet: nothing stored.
    expect((await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: body.paymentIntentId })).statusCode).toBe(402);
    expect((await testProvider().confirm({ clientSecret: body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' })).outcome).toBe('succeeded');
    const done = await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: body.paymentIntentId });
    expect(done.statusCode).toBe(201);
    expect(done.json().registrationIds).toHaveLength(2);
    const rows = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, 'paguen@example.com'));
    expect(rows.map((r) => [r.status, r.amountPaid, r.paymentIntentId])).toEqual([
      ['paid', '45.00', body.paymentIntentId],
      ['paid', '45.00', null],
    ]);
    expect(await statusOf('paguen@example.com')).toBe('accepted');
    expect(await placesLeft(c.id)).toBe(0);
    // The browser reporting twice stores nothing more.
    expect((await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: body.paymentIntentId })).statusCode).toBe(201);
    expect(await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, 'paguen@example.com'))).toHaveLength(2);
    // Either sibling's sign-up leads to the one payment and both sign-ups it paid for (a refund gives back all).
    const together = { intentId: body.paymentIntentId, registrationIds: rows.map((r) => r.id) };
    expect(await paidTogether(t.database.db, rows[1]!.id)).toEqual(together);
    expect(await paidTogether(t.database.db, rows[0]!.id)).toEqual(together);
    expect(await paidTogether(t.database.db, 999_999)).toBeUndefined();
  });

  it('opened in a second browser: the newest payment replaces the first, whose intent is canceled', async () => {
    const { c, ids } = await fullCampus(1, { priceNonMember: '20.00' });
    await join(c.id, 'dos@example.com');
    await freeOne(ids[0]!);
    const token = await tokenFromMail(t, 'dos@example.com', 'oferta');
    const accept = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/campus-waitlist/offer/accept', payload: { token }, remoteAddress });
    const first = (await accept('192.0.2.1')).json();
    const second = (await accept('192.0.2.2')).json();
    const open = await t.database.db.select().from(checkouts).where(eq(checkouts.status, 'reserved'));
    expect(open.map((o) => o.paymentIntentId)).toEqual([second.paymentIntentId]);
    // Its intent is canceled after the commit, without waiting for the provider.
    await expect
      .poll(async () => (await t.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, first.paymentIntentId)))[0]!.status)
      .toBe('canceled');
    const old = await pay(first.clientSecret).catch((err: unknown) => ({ outcome: String(err) }));
    expect(old.outcome).not.toBe('succeeded');
    expect((await pay(second.clientSecret)).outcome).toBe('succeeded');
    expect((await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: second.paymentIntentId })).statusCode).toBe(201);
  });

  it('paid within its checkout after the deadline passed: stored as paid, the offer was kept for it', async () => {
    const { c, ids } = await fullCampus(1, { priceNonMember: '20.00' });
    await join(c.id, 'justa@example.com');
    await join(c.id, 'darrere@example.com');
    await freeOne(ids[0]!);
    const token = await tokenFromMail(t, 'justa@example.com', 'oferta');
    const body = (await post('/api/campus-waitlist/offer/accept', { token })).json();
    await t.database.db.update(campusWaitlist).set({ offerExpiresAt: sql`now() - interval '1 minute'` }).where(eq(campusWaitlist.parentEmail, 'justa@example.com'));
    await runSweep(t.app);
    expect(await statusOf('justa@example.com')).toBe('offered');
    expect(await statusOf('darrere@example.com')).toBe('waiting');
    await testProvider().confirm({ clientSecret: body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect((await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: body.paymentIntentId })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, 'justa@example.com'));
    expect(row!.status).toBe('paid');
    expect(await statusOf('justa@example.com')).toBe('accepted');
  });

  it('paid after the offer lapsed and the campus filled: stored, flagged overbooked', async () => {
    const { c, ids } = await fullCampus(1, { priceNonMember: '20.00' });
    await join(c.id, 'lenta@example.com');
    await join(c.id, 'rapida@example.com');
    await freeOne(ids[0]!);
    const token = await tokenFromMail(t, 'lenta@example.com', 'oferta');
    const body = (await post('/api/campus-waitlist/offer/accept', { token })).json();
    await t.database.db.update(campusWaitlist).set({ offerExpiresAt: sql`now() - interval '1 minute'` }).where(eq(campusWaitlist.parentEmail, 'lenta@example.com'));
    // While its payment runs, the offer is not expired (the family opened the card form in time)…
    expect(await expireOffers(t.app)).toBe(0);
    // …but once that checkout has run out too, it is (a payment may still arrive late, e.g. by the webhook).
    await t.database.db.update(checkouts).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect(await expireOffers(t.app)).toBe(1);
    expect(await statusOf('rapida@example.com')).toBe('offered');
    await testProvider().confirm({ clientSecret: body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    const done = await post('/api/campus-waitlist/offer/confirm', { token, paymentIntentId: body.paymentIntentId });
    expect(done.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.parentEmail, 'lenta@example.com'));
    expect(row!.status).toBe('paid_overbooked');
  });
});

describe('the back office', () => {
  it('lists the entries in order, moves, removes and offers by hand', async () => {
    const { c } = await fullCampus(1);
    for (const email of ['u@example.com', 'd@example.com', 't@example.com']) await join(c.id, email);
    const list = async () => (await as('GET', `/api/admin/campus/${c.id}/waitlist`)).json() as { id: number; parentEmail: string; position: number | null; status: string }[];
    const first = await list();
    expect(first.map((e) => [e.parentEmail, e.position])).toEqual([
      ['u@example.com', 1],
      ['d@example.com', 2],
      ['t@example.com', 3],
    ]);
    const [u, d, tt] = first;
    expect((await as('PATCH', `/api/admin/campus-waitlist/${tt!.id}/move`, { direction: 'up' })).statusCode).toBe(204);
    expect((await list()).map((e) => e.parentEmail)).toEqual(['u@example.com', 't@example.com', 'd@example.com']);
    const top = await as('PATCH', `/api/admin/campus-waitlist/${u!.id}/move`, { direction: 'up' });
    expect(top.statusCode).toBe(409);
    expect(top.json().message).toBe('Aquesta entrada no es pot moure més.');
    expect((await as('PATCH', `/api/admin/campus-waitlist/${d!.id}/move`, { direction: 'down' })).statusCode).toBe(409);
    // A new entry still goes last; positions follow the moves.
    await join(c.id, 'q@example.com');
    expect((await list()).map((e) => e.parentEmail)).toEqual(['u@example.com', 't@example.com', 'd@example.com', 'q@example.com']);
    expect((await as('DELETE', `/api/admin/campus-waitlist/${u!.id}`)).statusCode).toBe(204);
    const after = await list();
    expect(after.map((e) => [e.parentEmail, e.position, e.status])).toEqual([
      ['t@example.com', 1, 'waiting'],
      ['d@example.com', 2, 'waiting'],
      ['q@example.com', 3, 'waiting'],
      ['u@example.com', null, 'removed'],
    ]);
    // The campus is full: no room for an offer by hand; one more place, and the admin may offer it to anyone.
    const noRoom = await as('POST', `/api/admin/campus-waitlist/${d!.id}/offer`);
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json().message).toBe('No hi ha prou places lliures per fer aquesta oferta.');
    await t.database.db.update(campus).set({ maxParticipants: 2 }).where(eq(campus.id, c.id));
    expect((await as('POST', `/api/admin/campus-waitlist/${d!.id}/offer`)).statusCode).toBe(204);
    expect((await entryRow(t.database.db, d!.id)).status).toBe('offered');
    const campusList = (await as('GET', '/api/admin/campus')).json() as { id: number; waitlistCount: number; offerHours: number }[];
    expect(campusList.find((x) => x.id === c.id)).toMatchObject({ waitlistCount: 3, offerHours: 48 });
    expect((await t.app.inject({ url: `/api/admin/campus/${c.id}/waitlist` })).statusCode).toBe(401);
  });
});

describe('languages', () => {
  it('writes a French entry’s mails in French with /fr/ links', async () => {
    const { c, ids } = await fullCampus(1);
    await join(c.id, 'famille@example.com', { locale: 'fr' });
    await freeOne(ids[0]!);
    await t.app.mail.flush();
    const mails = t.mails.filter((m) => m.to === 'famille@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Liste d’attente\u00a0: Campus d’Estiu', 'Une place pour vous\u00a0: Campus d’Estiu']);
    expect(mails[0]!.text).toContain('Position sur la liste\u00a0: 1');
    expect(mails[0]!.text).toMatch(/\/fr\/llista-espera#sortir=/);
    expect(mails[1]!.text).toMatch(/\/fr\/llista-espera#oferta=/);
    expect(mails[1]!.text).toMatch(/Non merci\u00a0: http:\/\/localhost:\d+\/fr\/llista-espera#rebutjar=/);
    expect(mails[1]!.text).toMatch(/jusqu’au \d+ \S+ \d{4}/);
  });
});
