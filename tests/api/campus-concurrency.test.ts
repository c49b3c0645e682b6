import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { onPostgres } from '../helpers/app.ts';
import { type Instance, instancesOnPostgres } from '../helpers/instances.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Capacity under concurrency needs real concurrent connections: PGlite runs one query at a time, so this suite runs
 * on PostgreSQL only (TEST_DATABASE_URL=postgres://… npm test). The sign-ups alternate between two app instances on
 * one database, as behind a load balancer (issue 6: places hold across instances).
 */
describe.skipIf(!onPostgres)('campus capacity under concurrency (PostgreSQL; skipped on PGlite: one connection, no real concurrency)', () => {
  let a: Instance;
  let b: Instance;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const two = await instancesOnPostgres(2);
    [a, b] = two.instances as [Instance, Instance];
    dispose = two.dispose;
  });
  afterAll(() => dispose?.());
  /** Request i goes to one instance or the other. */
  const appFor = (i: number) => (i % 2 === 0 ? a : b).app;

  const startDate = addDays(today(), 30);

  async function campusWithPlacesLeft(left: number, prices: { member: string; nonMember: string }) {
    const [c] = await a.database.db
      .insert(campus)
      .values({
        name: 'Campus concurrent',
        description: 'd',
        startDate,
        endDate: startDate,
        maxParticipants: 40,
        priceClubMember: prices.member,
        priceNonMember: prices.nonMember,
        imageUrl: '/media/00000000000000000000000000000000.jpg',
      })
      .returning();
    await a.database.db.insert(campusRegistrations).values(
      Array.from({ length: 40 - left }, (_, i) => ({
        campusId: c!.id,
        childName: `Infant ${i}`,
        childSurname: 'Prova',
        birthDate: yearsBefore(startDate, 10),
        parentEmail: `f${i}@example.com`,
        parentPhone: '600111222',
      })),
    );
    return c!;
  }

  const body = (campusId: number, i: number, isClubMember = false) => ({
    campusId,
    childName: `Nou ${i}`,
    childSurname: 'Concurrent',
    birthDate: yearsBefore(startDate, 9),
    parentEmail: `nou${i}@example.com`,
    parentPhone: '600 222 333',
    isClubMember,
  });

  it('30 concurrent free sign-ups on two instances for the last 5 places: exactly 5 succeed, the rest get 409', async () => {
    const c = await campusWithPlacesLeft(5, { member: '0.00', nonMember: '0.00' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => appFor(i).inject({ method: 'POST', url: '/api/campus-registrations', payload: body(c.id, i) })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s === 409)).toHaveLength(25);
    const rows = await a.database.db.select().from(campusRegistrations);
    expect(rows.filter((r) => r.campusId === c.id)).toHaveLength(40);
  });

  it('30 concurrent sign-ups on two instances mixing payments and free places for the last 5: never more than 5 taken', async () => {
    const c = await campusWithPlacesLeft(5, { member: '0.00', nonMember: '90.00' });
    const results = await Promise.all(
      // Thirty different families (address and e-mail): one client keeps at most 3 open campus checkouts.
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? appFor(Math.floor(i / 2)).inject({
              method: 'POST',
              url: '/api/create-campus-payment-intent',
              remoteAddress: `10.9.0.${i + 1}`,
              payload: { registrationData: body(c.id, i) },
            })
          : appFor(Math.floor(i / 2)).inject({ method: 'POST', url: '/api/campus-registrations', payload: body(c.id, i, true) }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(25);
    const regs = (await a.database.db.select().from(campusRegistrations)).filter((r) => r.campusId === c.id);
    const held = (await a.database.db.select().from(checkouts)).filter((k) => k.campusId === c.id && k.status === 'reserved');
    expect(regs.length + held.length).toBe(40);
  });
});
