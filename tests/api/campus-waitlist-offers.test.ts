import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus, campusRegistrations, checkouts, mailQueue } from '#server/db/schema.ts';
import { lockCampus } from '#server/features/places/repository.ts';
import { offerFreedPlaces, offerWhereFree } from '#server/features/places/offers.ts';
import { seedCampus } from '../helpers/campus.ts';
import { entryRow, seedEntry } from '../helpers/waitlist.ts';

const t = withTestApp();
beforeEach(async () => {
  await t.database.db.delete(checkouts);
  await t.database.db.delete(campus);
  await t.database.db.delete(mailQueue);
});

const offer = (campusId: number) =>
  t.database.db.transaction(async (tx) => {
    await lockCampus(tx, campusId);
    return offerFreedPlaces(tx, campusId);
  });

const placesLeft = async (id: number) =>
  ((await t.app.inject({ url: '/api/campus' })).json() as { id: number; placesLeft: number }[]).find((c) => c.id === id)!.placesLeft;

describe('offerFreedPlaces', () => {
  it('offers free places in order, siblings only together, and an offer counts as taken', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 3, offerHours: 24 });
    const first = await seedEntry(t.database.db, c.id);
    const siblings = await seedEntry(t.database.db, c.id, { places: 3 });
    const third = await seedEntry(t.database.db, c.id);
    const fourth = await seedEntry(t.database.db, c.id);
    // Two sign-ups leave one place: the first entry gets it, the siblings (3) do not fit, the rest wait.
    await t.database.db.insert(campusRegistrations).values(
      ['A', 'B'].map((n) => ({ campusId: c.id, childName: n, childSurname: 'X', birthDate: '2015-01-01', parentEmail: 'x@example.com', parentPhone: '600 000 000' })),
    );
    const before = Date.now();
    expect(await offer(c.id)).toEqual([first.entry.id]);
    const offered = await entryRow(t.database.db, first.entry.id);
    expect(offered.status).toBe('offered');
    expect(offered.offerTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours = (offered.offerExpiresAt!.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect(await placesLeft(c.id)).toBe(0);
    // Nothing more is free: a second call offers nothing.
    expect(await offer(c.id)).toEqual([]);
    // One more place frees (a sign-up goes): the siblings still do not fit, the third entry goes first.
    await t.database.db.delete(campusRegistrations);
    expect(await offer(c.id)).toEqual([third.entry.id, fourth.entry.id]);
    expect((await entryRow(t.database.db, siblings.entry.id)).status).toBe('waiting');
  });

  it('the sweep offers free places no one offered yet (its safety net), only where an entry fits', async () => {
    const fits = await seedCampus(t.database.db, { maxParticipants: 2 });
    const tooBig = await seedCampus(t.database.db, { maxParticipants: 2 });
    const single = await seedEntry(t.database.db, fits.id);
    const siblings = await seedEntry(t.database.db, tooBig.id, { places: 3 });
    const other = await seedCampus(t.database.db, { maxParticipants: 1 });
    await t.database.db
      .insert(campusRegistrations)
      .values({ campusId: other.id, childName: 'A', childSurname: 'X', birthDate: '2015-01-01', parentEmail: 'x@example.com', parentPhone: '600 000 000' });
    const waitingOnFull = await seedEntry(t.database.db, other.id);
    expect(await offerWhereFree(t.app)).toBe(1);
    expect((await entryRow(t.database.db, single.entry.id)).status).toBe('offered');
    expect((await entryRow(t.database.db, siblings.entry.id)).status).toBe('waiting');
    expect((await entryRow(t.database.db, waitingOnFull.entry.id)).status).toBe('waiting');
    expect(await offerWhereFree(t.app)).toBe(0);
  });

  it('offers nothing on an inactive campus', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 3, isActive: false });
    await seedEntry(t.database.db, c.id);
    expect(await offer(c.id)).toEqual([]);
  });
});
