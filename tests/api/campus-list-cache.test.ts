import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { campusListFreshness } from '#server/features/campus/public-list.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * GET /api/campus from a copy that lives one second at most (decision 193): a burst of visitors costs one query a
 * second, a sign-up on this instance shows at once, and anything else that moves the places left (another instance's
 * sign-up, a hold running out) shows within the second.
 */
const t = withTestApp();
beforeEach(async () => {
  await t.database.db.delete(checkouts);
  await t.database.db.delete(campus);
  t.app.publicCache.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const startDate = addDays(today(), 60);
const child = (campusId: number, childName: string) => ({
  campusId,
  childName,
  childSurname: 'Cerdà Pous',
  birthDate: yearsBefore(startDate, 9),
  parentEmail: `${childName.toLowerCase()}@example.com`,
  parentPhone: '600 111 222',
  isClubMember: false,
});
const list = async (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/campus', headers });
const placesOf = async (id: number) => ((await list()).json() as { id: number; placesLeft: number }[]).find((c) => c.id === id)?.placesLeft;

describe('the public campus list, one second at most', () => {
  it('answers from the copy within the second and from the database after it', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 10, startDate, endDate: addDays(startDate, 4) });
    expect(await placesOf(c.id)).toBe(10);
    // A sign-up stored by another instance: this one's copy still says 10 for the rest of its second…
    await t.database.db.insert(campusRegistrations).values({ ...child(c.id, 'Arlet'), status: 'confirmed' });
    expect(await placesOf(c.id)).toBe(10);
    // …and one second later the list is read again.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + campusListFreshness.maxAgeMs! + 1);
    expect(await placesOf(c.id)).toBe(9);
  });

  it('shows a sign-up made on this instance at once', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 10, startDate, endDate: addDays(startDate, 4) });
    expect(await placesOf(c.id)).toBe(10);
    const res = await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: child(c.id, 'Biel') });
    expect(res.statusCode).toBe(201);
    expect(await placesOf(c.id)).toBe(9);
  });

  it('sends an ETag and answers 304 to a browser that has the same list', async () => {
    await seedCampus(t.database.db, { startDate, endDate: addDays(startDate, 4) });
    const first = await list();
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect((await list({ 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('makes the campus page carry the very list GET answers', async () => {
    await seedCampus(t.database.db, { name: 'Campus de Nadal', startDate, endDate: addDays(startDate, 4) });
    const json = (await list()).body;
    const page = await t.app.inject({ url: '/campus' });
    expect(page.statusCode).toBe(200);
    expect(JSON.parse(json)).toHaveLength(1);
    expect(page.body).toContain(json);
  });
});
