import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campus, campusWaitlist, campusWaitlistChildren, checkouts, mailQueue } from '#server/db/schema.ts';
import { runSweep } from '#server/features/sweep/turn.ts';
import { purgeOldWaitlistEntries, waitlistRetentionDays } from '#server/features/waitlist/retention.ts';
import { mailRef } from '#server/mail/queue.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today } from '../helpers/registrations.ts';
import { seedEntry } from '../helpers/waitlist.ts';

/**
 * Decision 180's retention: an entry that ended more than `waitlistRetentionDays` ago, and every entry of a campus
 * that ended that long ago, is deleted by the sweep with its children and its mails; recent and live entries stay,
 * and so does an entry whose offer is being paid right now.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, undefined, { sweepIntervalMs: 3_600_000 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(checkouts);
  await t.database.db.delete(campus);
  await t.database.db.delete(mailQueue);
});

const days = waitlistRetentionDays;

/** An entry of `campusId` with the given status, ended `endedDaysAgo` days ago (null: never ended), and one mail. */
async function entry(campusId: number, status: string, endedDaysAgo: number | null) {
  const { entry: row } = await seedEntry(t.database.db, campusId, { places: 2 });
  await t.database.db
    .update(campusWaitlist)
    .set({
      status,
      endedAt: endedDaysAgo === null ? null : sql`now() - make_interval(days => ${endedDaysAgo})`,
      ...(status === 'waiting' || status === 'offered' ? {} : { createdAt: sql`now() - make_interval(days => 90)` }),
    })
    .where(eq(campusWaitlist.id, row.id));
  await t.database.db.insert(mailQueue).values({
    to: row.parentEmail,
    subject: 'Llista d’espera',
    text: `Família ${row.parentEmail}`,
    ref: mailRef('campus_waitlist', row.id),
  });
  return row.id;
}

const remaining = async (ids: number[]) =>
  (await t.database.db.select({ id: campusWaitlist.id }).from(campusWaitlist).where(inArray(campusWaitlist.id, ids))).map((r) => r.id).sort((a, b) => a - b);
const childrenOf = async (ids: number[]) =>
  (await t.database.db.select().from(campusWaitlistChildren).where(inArray(campusWaitlistChildren.entryId, ids))).length;
const mailsOf = async (ids: number[]) =>
  (await t.database.db.select().from(mailQueue).where(inArray(mailQueue.ref, ids.map((id) => mailRef('campus_waitlist', id))))).length;

describe('waiting-list retention', () => {
  it('deletes entries ended over 30 days ago with their children and mails; recent, live and never-ended entries stay', async () => {
    // Switched off, so the sweep offers nothing to its waiting entries (the mails counted below stay the seeded ones).
    const c = await seedCampus(t.database.db, { startDate: addDays(today(), 40), endDate: addDays(today(), 44), isActive: false });
    const old = [
      await entry(c.id, 'accepted', days + 1),
      await entry(c.id, 'expired', days + 5),
      await entry(c.id, 'declined', days + 2),
      await entry(c.id, 'left', days + 10),
      await entry(c.id, 'removed', days + 1),
    ];
    const kept = [
      await entry(c.id, 'left', days - 1),
      await entry(c.id, 'removed', 2),
      await entry(c.id, 'waiting', null),
      await entry(c.id, 'offered', null),
    ];
    // Live entries joined long ago are kept too: only their end starts the clock.
    await t.database.db.update(campusWaitlist).set({ createdAt: sql`now() - make_interval(days => 200)` }).where(inArray(campusWaitlist.id, kept.slice(2)));

    await runSweep(t.app);

    expect(await remaining(old)).toEqual([]);
    expect(await childrenOf(old)).toBe(0);
    expect(await mailsOf(old)).toBe(0);
    expect(await remaining(kept)).toEqual(kept);
    expect(await childrenOf(kept)).toBe(kept.length * 2);
    expect(await mailsOf(kept)).toBe(kept.length);
  });

  it('deletes every entry of a campus that ended over 30 days ago, live or not; a campus ended recently keeps its list', async () => {
    const longAgo = await seedCampus(t.database.db, { startDate: addDays(today(), -(days + 10)), endDate: addDays(today(), -(days + 1)) });
    const recent = await seedCampus(t.database.db, { startDate: addDays(today(), -(days + 5)), endDate: addDays(today(), -(days - 1)) });
    const gone = [await entry(longAgo.id, 'waiting', null), await entry(longAgo.id, 'offered', null), await entry(longAgo.id, 'left', 3)];
    const kept = [await entry(recent.id, 'waiting', null), await entry(recent.id, 'expired', 3)];

    expect(await purgeOldWaitlistEntries(t.database.db)).toBe(gone.length);

    expect(await remaining(gone)).toEqual([]);
    expect(await childrenOf(gone)).toBe(0);
    expect(await mailsOf(gone)).toBe(0);
    expect(await remaining(kept)).toEqual(kept);
    expect(await mailsOf(kept)).toBe(kept.length);
  });

  it('never deletes an entry whose offer has a payment running (a reserved checkout); it goes once that has ended', async () => {
    const longAgo = await seedCampus(t.database.db, { startDate: addDays(today(), -(days + 10)), endDate: addDays(today(), -(days + 1)) });
    const paying = await entry(longAgo.id, 'offered', null);
    const [checkout] = await t.database.db
      .insert(checkouts)
      .values({
        id: 'retention-test-checkout',
        kind: 'waitlist',
        status: 'reserved',
        amount: '40.00',
        expiresAt: sql`now() + make_interval(mins => 9)`,
        registrationData: { entryId: paying, campusId: longAgo.id, places: 2 },
      })
      .returning();

    expect(await purgeOldWaitlistEntries(t.database.db)).toBe(0);
    expect(await remaining([paying])).toEqual([paying]);
    expect(await mailsOf([paying])).toBe(1);

    await t.database.db.update(checkouts).set({ status: 'released' }).where(eq(checkouts.id, checkout!.id));
    expect(await purgeOldWaitlistEntries(t.database.db)).toBe(1);
    expect(await remaining([paying])).toEqual([]);
  });
});
