import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusWaitlist, clubRegistrations, erasureRequests, orderItems, orders } from '#server/db/schema.ts';
import { emailHash } from '#server/features/family/service.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { erasureMessages, familyMessages } from '#shared/schemas/family.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { asFamily, columnsHolding, type FamilyAuth, paidOrderFor, seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { type AdminAuth, addDays, clubBody, dni, loginAsAdmin, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 14 item 4 (GDPR art. 17): a family asks for erasure from its page, the club confirms it in the back office,
 * and then no table holds the family's e-mail, names, phones, documents or IBAN — checked by scanning every text,
 * date and JSON column of every table — while its orders keep their totals and dates for the accounts.
 */
let t: TestApp;
let admin: AdminAuth;
const startDate = addDays(today(), 60);

const family = {
  email: 'xenoveva.altimira@example.com',
  parent: 'Quirze Altimira',
  child: 'Xenoveva',
  surname: 'Altimira Rossinyol',
  sibling: 'Ermessenda',
  phone: '633 44 55 66',
  playerDni: dni(45_678_123),
  guardianDni: dni(47_111_222),
  authorizedDni: 'Y7654321G',
  iban: 'ES7921000813610123456789',
  schoolIban: 'FR7630006000011234567890189',
  contactMessage: 'Pregunta sobre la Xenoveva i el seu asma',
};
const other = { email: 'berenguer.other@example.com', child: 'Berenguer', phone: '644 55 66 77' };
const scanned = [
  family.email,
  family.parent,
  family.child,
  family.surname,
  family.sibling,
  family.phone,
  family.playerDni,
  family.guardianDni,
  family.authorizedDni,
  family.iban,
  family.schoolIban,
  'asma',
];

let fullCampusId: number;
let orderId: number;
let orderCreatedAt: Date;
let otherEntryId: number;
let auth: FamilyAuth;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  // A campus of one place, taken by the family; another family waits for it.
  const small = await seedCampus(t.database.db, { name: 'Campus Petit', startDate, maxParticipants: 1 });
  fullCampusId = small.id;
  const paidCampus = await seedCampus(t.database.db, { name: 'Campus de Pagament', startDate, priceClubMember: '60.00', priceNonMember: '60.00' });
  const signUp = (campusId: number, childName: string, md: string) => ({
    campusId,
    childName,
    childSurname: family.surname,
    birthDate: yearsBefore(startDate, 10, md),
    parentEmail: family.email,
    parentPhone: family.phone,
    isClubMember: false,
  });
  expect((await post('/api/campus-registrations', signUp(small.id, family.child, '02-02'))).statusCode).toBe(201);
  // A paid sign-up: its checkout holds the family's data too.
  const body = signUp(paidCampus.id, family.sibling, '03-03');
  const intent = (await post('/api/create-campus-payment-intent', { registrationData: body })).json();
  if (!isTestProvider(t.app.payments)) throw new Error('test provider expected');
  await t.app.payments.confirm({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  expect((await post('/api/campus-registrations', { ...body, paymentIntentId: intent.paymentIntentId, status: 'paid', paymentMethod: 'stripe' })).statusCode).toBe(201);
  otherEntryId = (await seedWaitlistEntry(t.database.db, small.id, other.email, { childName: other.child, childSurname: 'Altres' })).id;
  const full = await seedCampus(t.database.db, { name: 'Campus Complet', startDate, maxParticipants: 0 });
  await seedWaitlistEntry(t.database.db, full.id, family.email, { childName: family.sibling, childSurname: family.surname });
  const club = await post(
    '/api/club-registrations',
    clubBody({
      playerName: `${family.child} ${family.surname}`,
      playerDni: family.playerDni,
      guardianName: family.parent,
      guardianEmail: family.email,
      guardianPhone: family.phone,
      accountHolderName: family.parent,
      iban: family.iban,
    }),
  );
  const school = await post(
    '/api/school-registrations',
    schoolBody({
      playerName: family.child,
      playerSurname: family.surname,
      playerDni: dni(45_678_124),
      guardianName: family.parent.split(' ')[0],
      guardianSurname: family.surname,
      guardianDni: family.guardianDni,
      guardianMobilePhone: family.phone,
      guardianEmail: family.email,
      authorizedPersonName: family.parent,
      authorizedPersonDni: family.authorizedDni,
      accountHolderName: family.parent,
      iban: family.schoolIban,
    }),
  );
  expect([club.statusCode, school.statusCode], `${club.body} ${school.body}`).toEqual([201, 201]);
  const otherClub = await post(
    '/api/club-registrations',
    clubBody({ playerName: `${other.child} Altres`, playerDni: dni(46_000_001), guardianEmail: other.email, guardianPhone: other.phone }),
  );
  expect(otherClub.statusCode).toBe(201);
  const contact = await post('/api/contact', {
    name: family.parent.split(' ')[0],
    surname: family.surname,
    email: family.email,
    phone: family.phone,
    subject: 'general',
    message: family.contactMessage,
  });
  expect(contact.statusCode).toBe(201);
  const order = await paidOrderFor(t.app, t.database.db, { name: family.parent, email: family.email, phone: family.phone }, { customName: family.child, customNumber: '7' });
  orderId = order.id;
  orderCreatedAt = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.createdAt;
  await t.app.mail.flush();
  auth = await signInFamily(t, family.email);
}, 90_000);
afterAll(() => t.close());

describe('asking for erasure', () => {
  it('records one pending request (201), refuses a second while it is pending (409), shows it on the page', async () => {
    const first = await asFamily(t.app, auth, 'POST', '/api/family/erasure-request', { confirm: true });
    expect([first.statusCode, first.json().message]).toEqual([201, familyMessages.erasureRequested]);
    const second = await asFamily(t.app, auth, 'POST', '/api/family/erasure-request', { confirm: true });
    expect([second.statusCode, second.json().message]).toEqual([409, familyMessages.erasurePending.message]);
    expect((await asFamily(t.app, auth, 'POST', '/api/family/erasure-request', { confirm: false })).statusCode).toBe(400);
    expect((await asFamily(t.app, auth, 'GET', '/api/family/records')).json().erasureRequested).toBe(true);
  });

  it('the back office lists it (pending first) with the address; the family session cannot', async () => {
    const res = await t.app.inject({ url: '/api/admin/erasure-requests', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()[0]).toMatchObject({ email: family.email, status: 'pending', decidedAt: null });
    expect((await asFamily(t.app, auth, 'GET', '/api/admin/erasure-requests')).statusCode).toBe(401);
  });
});

describe('confirming it', () => {
  it('before: the family’s data is in many tables (the scan sees it)', async () => {
    const before = await columnsHolding(t.database.db, scanned);
    for (const table of ['campus_registrations', 'club_registrations', 'school_registrations', 'orders', 'order_items', 'checkouts', 'mail_queue', 'contact_messages', 'campus_waitlist', 'campus_waitlist_children', 'family_sessions', 'erasure_requests']) {
      expect(before.some((w) => w.startsWith(`${table}.`)), table).toBe(true);
    }
  }, 60_000);

  it('after: no table holds the e-mail, names, phone, documents or IBAN; the order keeps its total, status, date and payment', async () => {
    const [request] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.status, 'pending'));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/erasure-requests/${request!.id}/confirm`, headers: admin.headers });
    expect([res.statusCode, res.json().message], res.body).toEqual([200, familyMessages.erasureDone]);
    expect(await columnsHolding(t.database.db, scanned)).toEqual([]);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ totalAmount: '30.00', status: 'paid', customerName: 'Anonimitzat', customerEmail: '', customerPhone: '' });
    expect(order!.createdAt.getTime()).toBe(orderCreatedAt.getTime());
    expect(order!.paymentIntentId).toMatch(/^pi_/);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ price: '30.00', quantity: 1, customName: null, customNumber: null });

    const [done] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.id, request!.id));
    expect(done).toMatchObject({ status: 'done', email: null, emailHash: emailHash(family.email, t.app.config.sessionSecret) });
    expect(done!.decidedAt).toBeInstanceOf(Date);
  }, 60_000);

  it('the other family keeps everything, and the place the erasure freed is offered to it', async () => {
    const [entry] = await t.database.db.select().from(campusWaitlist).where(eq(campusWaitlist.id, otherEntryId));
    expect(entry!.status).toBe('offered');
    const club = await t.database.db.select().from(clubRegistrations).where(eq(clubRegistrations.guardianEmail, other.email));
    expect(club).toHaveLength(1);
    expect(fullCampusId).toBeGreaterThan(0);
  });

  it('the family’s session ended with its data; a confirmed request cannot be confirmed or dismissed again (409)', async () => {
    expect((await asFamily(t.app, auth, 'GET', '/api/family/records')).statusCode).toBe(401);
    const [request] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.status, 'done'));
    for (const action of ['confirm', 'dismiss']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/erasure-requests/${request!.id}/${action}`, headers: admin.headers });
      expect([res.statusCode, res.json().message]).toEqual([409, erasureMessages.notPending.message]);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/erasure-requests/999999/confirm', headers: admin.headers });
    expect([missing.statusCode, missing.json().message]).toEqual([404, erasureMessages.notFound.message]);
  });
});

describe('dismissing a request', () => {
  it('closes it and keeps the data; the list shows pending ones first', async () => {
    const otherAuth = await signInFamily(t, other.email, '10.7.0.1');
    expect((await asFamily(t.app, otherAuth, 'POST', '/api/family/erasure-request', { confirm: true })).statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/admin/erasure-requests', headers: admin.headers })).json();
    expect(list.map((r: { status: string }) => r.status)).toEqual(['pending', 'done']);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/erasure-requests/${list[0].id}/dismiss`, headers: admin.headers });
    expect([res.statusCode, res.json().message]).toEqual([200, erasureMessages.dismissed]);
    const [row] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.id, list[0].id));
    expect(row).toMatchObject({ status: 'dismissed', email: other.email });
    expect((await columnsHolding(t.database.db, [other.email])).length).toBeGreaterThan(0);
    const count = await t.database.db.execute(sql`select count(*)::int as n from erasure_requests where status = 'pending'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 60_000);
});
