import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Capacity under concurrency needs real concurrent connections: PGlite runs one query at a time, so this suite runs
 * on PostgreSQL only (TEST_DATABASE_URL=postgres://… npm test).
 */
describe.skipIf(!onPostgres)('campus capacity under concurrency (PostgreSQL; skipped on PGlite: one connection, no real concurrency)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const startDate = addDays(today(), 30);

  async function campusWithPlacesLeft(left: number, prices: { member: string; nonMember: string }) {
    const [c] = await t.database.db
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
    await t.database.db.insert(campusRegistrations).values(
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

  it('30 concurrent free sign-ups for the last 5 places: exactly 5 succeed, the rest get 409', async () => {
    const c = await campusWithPlacesLeft(5, { member: '0.00', nonMember: '0.00' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: body(c.id, i) })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s === 409)).toHaveLength(25);
    const rows = await t.database.db.select().from(campusRegistrations);
    expect(rows.filter((r) => r.campusId === c.id)).toHaveLength(40);
  });

  it('30 concurrent sign-ups mixing payments and free places for the last 5: never more than 5 taken', async () => {
    const c = await campusWithPlacesLeft(5, { member: '0.00', nonMember: '90.00' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'POST', url: '/api/create-campus-payment-intent', payload: { registrationData: body(c.id, i) } })
          : t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: body(c.id, i, true) }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(25);
    const regs = (await t.database.db.select().from(campusRegistrations)).filter((r) => r.campusId === c.id);
    const held = (await t.database.db.select().from(checkouts)).filter((k) => k.campusId === c.id && k.status === 'reserved');
    expect(regs.length + held.length).toBe(40);
  });
});
