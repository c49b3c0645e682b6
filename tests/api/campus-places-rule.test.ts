import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { listActiveCampus } from '#server/features/campus/repository.ts';
import { countPlacesTaken, lockCampus } from '#server/features/places/repository.ts';
import { daysFromToday } from '../helpers/clock.ts';

/**
 * "Places taken" is one rule (issue 11 item 8, decision 106): stored sign-ups plus live holds (checkouts
 * 'reserved', held, not expired). The public list's placesLeft and the locked count used by sign-ups and payments
 * must give the same number for every kind of checkout.
 */
const t = withTestApp();

let seq = 0;
async function checkout(campusId: number, values: { held?: boolean; status?: string; expiresAt?: SQL } = {}) {
  seq += 1;
  await t.database.db.insert(checkouts).values({
    id: `places-rule-${seq}`,
    kind: 'campus',
    amount: '50.00',
    campusId,
    expiresAt: sql`now() + interval '5 minutes'`,
    ...values,
  });
}

describe('places taken', () => {
  it('counts sign-ups and live held reservations only, the same in the public list and the locked count', async () => {
    const db = t.database.db;
    const [c] = await db
      .insert(campus)
      // A month ahead of the test clock's today: listed as long as it has not ended (decision 195).
      .values({ name: 'Campus regla', description: 'd', startDate: daysFromToday(30), endDate: daysFromToday(34), imageUrl: '/x.jpg', maxParticipants: 10 })
      .returning();
    const id = c!.id;
    for (const name of ['Pau', 'Laia']) {
      await db.insert(campusRegistrations).values({
        campusId: id,
        childName: name,
        childSurname: 'Puig',
        birthDate: '2017-03-01',
        parentEmail: 'familia@example.com',
        parentPhone: '600000000',
      });
    }
    await checkout(id); // live, held: counts
    await checkout(id); // live, held: counts (left out below by id)
    const excluded = `places-rule-${seq}`;
    await checkout(id, { held: false }); // contested: holds nothing
    await checkout(id, { expiresAt: sql`now() - interval '1 minute'` }); // expired
    await checkout(id, { status: 'released' });
    await checkout(id, { status: 'paid' }); // counted as its sign-up, not twice
    await checkout(id, { status: 'attention', expiresAt: sql`now() - interval '1 minute'` }); // set aside, expired

    const listed = (await listActiveCampus(db)).find((r) => r.id === id)!;
    const taken = await db.transaction(async (tx) => {
      await lockCampus(tx, id);
      return countPlacesTaken(tx, id);
    });
    expect(taken).toBe(4);
    expect(listed.placesLeft).toBe(10 - taken);
    expect(await countPlacesTaken(db, id, excluded)).toBe(3);
    expect(await countPlacesTaken(db, id + 1000)).toBe(0);
    await db.delete(campus).where(eq(campus.id, id));
  });
});
