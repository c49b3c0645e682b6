import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import {
  auditLog,
  campusMembershipReviews,
  campusRegistrations,
  checkouts,
  clubRegistrations,
  contactMessages,
  mailQueue,
  orderItems,
  orders,
  schoolRegistrations,
} from '#server/db/schema.ts';
import { type KindResult, runRetention } from '#server/features/retention/run.ts';
import { mailRef } from '#server/mail/queue.ts';
import {
  resetRetentionData,
  seedCampusSignUp,
  seedMessage,
  seedOrder,
  seedSeason,
  seedSeasonRegistrations,
  shiftDays,
  yearsAgo,
} from '../helpers/retention.ts';

/**
 * The nightly retention job (issue 15 item 6, decision 191) on generated old data, with the defaults (3 seasons,
 * 3 years after a campus, 365 days for messages, 6 years for orders): rows just outside each limit go (deleted with
 * their copies, or orders anonymised), rows just inside stay.
 */
const t = withTestApp();
beforeEach(() => resetRetentionData(t.database.db));

const db = () => t.database.db;
const policy = () => t.app.config.retention;
const run = (today: Date) => runRetention(db(), policy(), today);
const counts = (results: KindResult[], name: string) => results.find((r) => r.name === name)!.counts;
const ids = async (table: typeof clubRegistrations | typeof schoolRegistrations | typeof contactMessages, wanted: number[]) =>
  (await db().select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id).sort((a, b) => a - b);
const mailRefs = async () => (await db().select({ ref: mailQueue.ref }).from(mailQueue)).map((r) => r.ref).sort();

describe('club and school registrations: their season and the three following', () => {
  it('go with their mails once the third following season is over (the club’s day, Europe/Madrid), not a day before', async () => {
    const old = await seedSeason(db(), '2027-07-01', '2028-06-30');
    const newer = await seedSeason(db(), '2028-07-01', '2029-06-30');
    const gone = await seedSeasonRegistrations(db(), old);
    const kept = await seedSeasonRegistrations(db(), newer);

    // 30 June 2031 23:59 in Llívia (21:59 UTC, summer time): the last day of the third following season.
    let results = await run(new Date('2031-06-30T21:59:00Z'));
    expect(counts(results, 'club_registrations')).toEqual({ deleted: 0 });
    expect(await ids(clubRegistrations, [gone.club, kept.club])).toEqual([gone.club, kept.club]);

    // Midnight in Llívia: 1 July 2031.
    results = await run(new Date('2031-06-30T22:00:00Z'));
    expect(counts(results, 'club_registrations')).toEqual({ deleted: 1 });
    expect(counts(results, 'school_registrations')).toEqual({ deleted: 1 });
    expect(await ids(clubRegistrations, [gone.club, kept.club])).toEqual([kept.club]);
    expect(await ids(schoolRegistrations, [gone.school, kept.school])).toEqual([kept.school]);
    expect(await mailRefs()).toEqual([mailRef('club_registration', kept.club), mailRef('school_registration', kept.school)]);
  });
});

describe('campus sign-ups: three years after the campus', () => {
  it('go with their review and mails, their payment loses the family but keeps amount and intent', async () => {
    const today = new Date('2031-07-01T10:00:00Z');
    const gone = await seedCampusSignUp(db(), '2028-06-30');
    const kept = await seedCampusSignUp(db(), '2028-07-01');

    const results = await run(today);

    expect(counts(results, 'campus_registrations')).toEqual({ deleted: 1 });
    const left = await db().select({ id: campusRegistrations.id }).from(campusRegistrations);
    expect(left.map((r) => r.id)).toEqual([kept.registrationId]);
    expect((await db().select().from(campusMembershipReviews)).map((r) => r.registrationId)).toEqual([kept.registrationId]);
    expect(await mailRefs()).toEqual([mailRef('campus_registration', kept.registrationId)]);
    const [payment] = await db().select().from(checkouts).where(eq(checkouts.id, gone.checkoutId));
    expect(payment).toMatchObject({ amount: '120.00', status: 'paid', registrationData: null, customerEmail: null });
    expect(payment!.paymentIntentId).toMatch(/^pi_retention_/);
    const [keptPayment] = await db().select().from(checkouts).where(eq(checkouts.id, kept.checkoutId));
    expect(keptPayment!.customerEmail).toBe(kept.family.parentEmail);
  });
});

describe('contact messages: a year after they were received or answered', () => {
  it('go with their notice 366 days after the later of both; 364 days, or answered since, they stay', async () => {
    const today = new Date('2027-03-01T10:00:00Z');
    const old = await seedMessage(db(), shiftDays(today, -366));
    const answeredLongAgo = await seedMessage(db(), shiftDays(today, -500), shiftDays(today, -366));
    const recent = await seedMessage(db(), shiftDays(today, -364));
    const answeredLately = await seedMessage(db(), shiftDays(today, -500), shiftDays(today, -300));

    const results = await run(today);

    expect(counts(results, 'contact_messages')).toEqual({ deleted: 2 });
    expect(await ids(contactMessages, [old, answeredLongAgo, recent, answeredLately])).toEqual([recent, answeredLately]);
    expect(await mailRefs()).toEqual([mailRef('contact_message', recent), mailRef('contact_message', answeredLately)].sort());
  });
});

describe('orders: six years, then anonymised', () => {
  it('keep their accounting fields and lose every personal value; younger, lately changed or refund-due orders stay', async () => {
    const today = new Date('2032-11-24T10:00:00Z');
    const old = await seedOrder(db(), yearsAgo(today, 6, -1));
    const young = await seedOrder(db(), yearsAgo(today, 6, 1));
    const refundedLately = await seedOrder(db(), yearsAgo(today, 7), { updatedAt: yearsAgo(today, 5) });
    const refundDue = await seedOrder(db(), yearsAgo(today, 7), { refundStatus: 'pending' });
    const [before] = await db().select().from(orders).where(eq(orders.id, old.id));

    const results = await run(today);

    expect(counts(results, 'orders')).toEqual({ anonymised: 1 });
    const [after] = await db().select().from(orders).where(eq(orders.id, old.id));
    expect(after).toMatchObject({
      customerName: 'Anonimitzat',
      customerEmail: '',
      customerPhone: '',
      totalAmount: before!.totalAmount,
      status: before!.status,
      paymentMethod: before!.paymentMethod,
      cardLast4: before!.cardLast4,
      paymentIntentId: before!.paymentIntentId,
      checkoutId: before!.checkoutId,
    });
    expect(after!.createdAt).toEqual(before!.createdAt);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, old.id));
    expect(item).toMatchObject({ productName: 'Samarreta', quantity: 1, price: '45.50', customSize: 'M', customName: null, customNumber: null });
    const [payment] = await db().select().from(checkouts).where(eq(checkouts.id, old.checkoutId));
    expect(payment).toMatchObject({ amount: '45.50', status: 'paid', paymentIntentId: before!.paymentIntentId });
    // No personal value left anywhere in the order, its lines or its payment (every column, as text).
    const text = JSON.stringify([after, item, payment]);
    for (const value of old.personal) expect(text).not.toContain(value);
    expect(await db().select().from(mailQueue).where(eq(mailQueue.ref, mailRef('order', old.id)))).toEqual([]);

    for (const kept of [young, refundedLately, refundDue]) {
      const [row] = await db().select().from(orders).where(eq(orders.id, kept.id));
      expect(row!.customerEmail).toBe(kept.personal[1]);
      const [keptItem] = await db().select().from(orderItems).where(eq(orderItems.orderId, kept.id));
      expect(keptItem!.customName).toBe(kept.personal[3]);
    }
  });
});

describe('checkouts', () => {
  it('lose their client keys a week after they expired, and every personal value at six years; a running one is left alone', async () => {
    const today = new Date('2032-11-24T10:00:00Z');
    const base = { kind: 'shop', amount: '10.00', clientKeys: ['a:x', 's:y'], customerEmail: 'anna@example.com', createdAt: shiftDays(today, -30) };
    await db()
      .insert(checkouts)
      .values([
        { ...base, id: 'keys-old', status: 'released', expiresAt: shiftDays(today, -8) },
        { ...base, id: 'keys-recent', status: 'released', expiresAt: shiftDays(today, -6) },
        { ...base, id: 'running', status: 'reserved', expiresAt: shiftDays(today, -8), createdAt: yearsAgo(today, 7) },
        { ...base, id: 'ancient', status: 'paid', expiresAt: yearsAgo(today, 7), createdAt: yearsAgo(today, 7), registrationData: { a: 1 } },
      ]);

    const results = await run(today);

    expect(counts(results, 'checkouts')).toEqual({ anonymised: 1, keys: 1 });
    const rows = Object.fromEntries((await db().select().from(checkouts)).map((r) => [r.id, r]));
    expect(rows['keys-old']).toMatchObject({ clientKeys: [], customerEmail: 'anna@example.com' });
    expect(rows['keys-recent']!.clientKeys).toEqual(['a:x', 's:y']);
    expect(rows.running).toMatchObject({ clientKeys: ['a:x', 's:y'], customerEmail: 'anna@example.com' });
    expect(rows.ancient).toMatchObject({ clientKeys: [], customerEmail: null, registrationData: null, amount: '10.00', status: 'paid' });
  });
});

describe('what the job leaves', () => {
  it('one audit entry per kind that changed something: the table, no actor, counts only; a second run changes nothing', async () => {
    // Today itself: the job's own entries are then new, as they are every night.
    const today = new Date();
    const year = today.getUTCFullYear() - 6;
    const season = await seedSeason(db(), `${year}-07-01`, `${year + 1}-06-30`);
    await seedSeasonRegistrations(db(), season);
    await seedSeasonRegistrations(db(), season);
    await seedMessage(db(), yearsAgo(today, 2));

    await run(today);

    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'retention'));
    expect(entries.map((e) => [e.entity, e.fields]).sort()).toEqual([
      ['club_registrations', ['deleted:2']],
      ['contact_messages', ['deleted:1']],
      ['school_registrations', ['deleted:2']],
    ]);
    for (const e of entries) expect(e).toMatchObject({ actorId: null, actor: null, ip: null, entityId: null });
    const second = await run(today);
    expect(second.flatMap((r) => Object.values(r.counts)).every((n) => n === 0)).toBe(true);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'retention'))).toHaveLength(3);
  });
});
