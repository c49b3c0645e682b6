import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus, campusRegistrations, checkouts } from '#server/db/schema.ts';
import { seedCampus } from '../helpers/campus.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

/** Issue 12 item 5, decision 157: PUT /api/campus/{id} edits every field; ended campuses leave the public list. */
const t = withTestApp({ signedIn: true, wipe: [campus] });

const send = (method: 'PUT' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: t.admin.headers, payload: payload as object });
const publicList = async () => {
  // The test writes to the database directly (a seed, or time passing for a hold): the public list's one-second copy
  // (decision 193) is dropped first, as it would be by then.
  t.app.publicCache.clear();
  return (await t.app.inject({ url: '/api/campus' })).json() as { id: number; [k: string]: unknown }[];
};
const adminList = async (query = '') => {
  const res = await t.app.inject({ url: `/api/admin/campus${query}`, headers: t.admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; [k: string]: unknown }[];
};
const rowOf = async (id: number) => (await t.database.db.select().from(campus).where(eq(campus.id, id)))[0]!;

const start = addDays(today(), 120);
const full = (overrides: Record<string, unknown> = {}) => ({
  name: 'Campus de Setmana Santa',
  description: 'Quatre dies de bàsquet i jocs.',
  startDate: start,
  endDate: addDays(start, 4),
  ageMin: 7,
  ageMax: 12,
  priceClubMember: '80,5',
  priceNonMember: 95,
  maxParticipants: 24,
  imageUrl: 'https://example.com/nou.jpg',
  isActive: true,
  schedule: 'De 9 a 13 h',
  location: 'Pavelló de Llívia',
  ...overrides,
});
const child = (campusId: number, childName: string, startDate = start) => ({
  campusId,
  childName,
  childSurname: 'Prova',
  birthDate: yearsBefore(startDate, 10),
  parentEmail: 'familia@example.com',
  parentPhone: '600111222',
});

describe('PUT /api/campus/{id}', () => {
  it('edits every field; the admin and the public lists read them back', async () => {
    const c = await seedCampus(t.database.db);
    expect(c.schedule).toBe('Horari a confirmar');
    expect(c.location).toBeNull();
    const res = await send('PUT', `/api/campus/${c.id}`, full());
    expect(res.statusCode).toBe(204);
    const expected = {
      id: c.id,
      name: 'Campus de Setmana Santa',
      description: 'Quatre dies de bàsquet i jocs.',
      startDate: start,
      endDate: addDays(start, 4),
      ageMin: 7,
      ageMax: 12,
      priceClubMember: '80.50',
      priceNonMember: '95.00',
      maxParticipants: 24,
      placesLeft: 24,
      imageUrl: 'https://example.com/nou.jpg',
      isActive: true,
      schedule: 'De 9 a 13 h',
      location: 'Pavelló de Llívia',
    };
    expect((await adminList()).find((r) => r.id === c.id)).toMatchObject(expected);
    expect((await publicList()).find((r) => r.id === c.id)).toEqual(expected);

    // Blank schedule and location go back to SPEC's text and no location; isActive false hides it from families.
    expect((await send('PUT', `/api/campus/${c.id}`, full({ schedule: '  ', location: '', isActive: false }))).statusCode).toBe(204);
    expect(await rowOf(c.id)).toMatchObject({ schedule: 'Horari a confirmar', location: null, isActive: false });
    expect(await publicList()).toHaveLength(0);
  });

  it('stores a data-URL image through the pipeline; keeping the /media path keeps the image', async () => {
    const c = await seedCampus(t.database.db);
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
    const res = await send('PUT', `/api/campus/${c.id}`, full({ imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` }));
    expect(res.statusCode).toBe(204);
    const { imageUrl } = await rowOf(c.id);
    expect(imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200);
    expect((await send('PUT', `/api/campus/${c.id}`, full({ imageUrl, name: 'Reanomenat' }))).statusCode).toBe(204);
    expect(await rowOf(c.id)).toMatchObject({ imageUrl, name: 'Reanomenat' });
    const bad = await send('PUT', `/api/campus/${c.id}`, full({ imageUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' }));
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(c.id)).imageUrl).toBe(imageUrl);
  });

  it('refuses a capacity below the places taken (sign-ups plus live holds), naming the number, changing nothing', async () => {
    const c = await seedCampus(t.database.db, { maxParticipants: 10, startDate: start, endDate: addDays(start, 4) });
    for (const name of ['Pau', 'Laia', 'Nil']) {
      expect((await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: child(c.id, name) })).statusCode).toBe(201);
    }
    // A family paying now holds a place too (decision 106); an expired hold does not.
    await t.database.db.insert(checkouts).values([
      { id: 'edit-live', kind: 'campus', amount: '50.00', campusId: c.id, expiresAt: sql`now() + interval '5 minutes'` },
      { id: 'edit-expired', kind: 'campus', amount: '50.00', campusId: c.id, expiresAt: sql`now() - interval '1 minute'` },
    ]);
    const before = await rowOf(c.id);
    const res = await send('PUT', `/api/campus/${c.id}`, full({ maxParticipants: 3, name: 'Canviat' }));
    expect(res.statusCode).toBe(409);
    const message = 'Aquest campus ja té 4 places ocupades (inscripcions i pagaments en curs): el màxim de participants no pot ser inferior a 4.';
    const coded = { code: 'campusAdmin.belowTaken', params: { taken: 4 } };
    expect(res.json()).toEqual({ message, ...coded, fieldErrors: { maxParticipants: [message] }, fieldCodes: { maxParticipants: [coded] } });
    expect(await rowOf(c.id)).toEqual(before);
    // Exactly the places taken is allowed: the campus is then full.
    expect((await send('PUT', `/api/campus/${c.id}`, full({ maxParticipants: 4 }))).statusCode).toBe(204);
    expect((await publicList()).find((r) => r.id === c.id)).toMatchObject({ maxParticipants: 4, placesLeft: 0 });
  });

  it('a new price applies to new sign-ups only: stored ones keep what they paid', async () => {
    const c = await seedCampus(t.database.db, { startDate: start, endDate: addDays(start, 4) });
    expect((await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: child(c.id, 'Pau') })).statusCode).toBe(201);
    expect((await send('PUT', `/api/campus/${c.id}`, full({ priceClubMember: '40', priceNonMember: '60' }))).statusCode).toBe(204);
    const [reg] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.campusId, c.id));
    expect(reg).toMatchObject({ amountPaid: '0.00', status: 'confirmed' });
    // Now paid: a free sign-up is refused (402), an intent is made for the new price.
    expect((await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: child(c.id, 'Laia') })).statusCode).toBe(402);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-campus-payment-intent',
      payload: { amount: '1', campusName: 'x', registrationData: { ...child(c.id, 'Laia'), isClubMember: false } },
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().amount).toBe('60.00');
  });

  it('refuses end before start and min age above max with field errors, changing nothing', async () => {
    const c = await seedCampus(t.database.db);
    const before = await rowOf(c.id);
    const dates = await send('PUT', `/api/campus/${c.id}`, full({ endDate: addDays(start, -1) }));
    expect(dates.statusCode).toBe(400);
    expect(dates.json().fieldErrors.endDate).toEqual(['La data de final no pot ser anterior a la d’inici.']);
    const ages = await send('PUT', `/api/campus/${c.id}`, full({ ageMin: 14, ageMax: 9 }));
    expect(ages.statusCode).toBe(400);
    expect(ages.json().fieldErrors.ageMax).toEqual(['L’edat mínima no pot ser més gran que la màxima.']);
    const noImage = await send('PUT', `/api/campus/${c.id}`, full({ imageUrl: '' }));
    expect(noImage.json().fieldErrors.imageUrl).toEqual(['Si us plau, afegeix una imatge del campus.']);
    expect(await rowOf(c.id)).toEqual(before);
    expect((await send('PUT', '/api/campus/999999', full())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/campus/${c.id}`, payload: full() })).statusCode).toBe(401);
  });

  it('never answers 5xx and changes nothing on a 4xx, whatever the body (property)', async () => {
    const c = await seedCampus(t.database.db);
    const before = await rowOf(c.id);
    const codes = new Set<number>();
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('', '2026-02-30', '2027-07-01', '-1', '0', '1e309', 'https://example.com/a.jpg', 'data:image/png;base64,AAAA', '\u0000'),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const body = fc.oneof(
      fc.record(
        Object.fromEntries(Object.keys(full()).map((k) => [k, field])) as Record<keyof ReturnType<typeof full>, typeof field>,
        { requiredKeys: [] },
      ),
      fc.record({ maxParticipants: field, ageMin: field, endDate: field }).map((o) => full(o)),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/campus/${c.id}`,
          headers: { ...t.admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        codes.add(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await rowOf(c.id)).toEqual(before);
        else await t.database.db.update(campus).set(before).where(eq(campus.id, c.id));
      }),
      { numRuns: 150 },
    );
    // The bodies reached validation (not refused before it as an unknown media type).
    expect([...codes].some((code) => code === 400 || code === 204 || code === 409)).toBe(true);
  });
});

describe('SPEC’s PATCH /api/campus/{id} (the active switch) still works', () => {
  it('switches isActive and nothing else', async () => {
    const c = await seedCampus(t.database.db, { schedule: 'Matins', location: 'Pavelló' });
    expect((await send('PATCH', `/api/campus/${c.id}`, { isActive: false })).statusCode).toBe(204);
    expect(await rowOf(c.id)).toEqual({ ...c, isActive: false });
    expect((await send('PATCH', `/api/campus/${c.id}`, { isActive: true })).statusCode).toBe(204);
    expect((await publicList()).map((r) => r.id)).toEqual([c.id]);
  });
});

describe('campuses whose end date has passed', () => {
  it('leave GET /api/campus, refuse sign-ups and payments, and stay in the admin list under ?when=past', async () => {
    const past = await seedCampus(t.database.db, { name: 'Campus passat', startDate: addDays(today(), -10), endDate: addDays(today(), -3) });
    const paidPast = await seedCampus(t.database.db, {
      name: 'Campus passat de pagament',
      startDate: addDays(today(), -10),
      endDate: addDays(today(), -3),
      priceNonMember: '50.00',
    });
    const current = await seedCampus(t.database.db, { name: 'Campus actual', startDate: addDays(today(), -2), endDate: addDays(today(), 3) });
    const soon = await seedCampus(t.database.db, { name: 'Campus futur' });
    await t.database.db.insert(campusRegistrations).values({ ...child(past.id, 'Arnau', past.startDate), status: 'confirmed' });

    expect((await publicList()).map((r) => r.id)).toEqual([current.id, soon.id]);

    const signUp = await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: child(past.id, 'Pau', past.startDate) });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().message).toBe('Aquest campus ja ha acabat.');
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-campus-payment-intent',
      payload: { amount: '50', campusName: 'x', registrationData: { ...child(paidPast.id, 'Pau', paidPast.startDate), isClubMember: false } },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe('Aquest campus ja ha acabat.');
    const regs = await t.database.db.select().from(campusRegistrations);
    expect(regs.map((r) => r.childName)).toEqual(['Arnau']);
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.campusId, paidPast.id))).toHaveLength(0);

    const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);
    expect(ids(await adminList())).toEqual(ids([past, paidPast, current, soon]));
    expect(ids(await adminList('?when=current'))).toEqual(ids([current, soon]));
    const passed = await adminList('?when=past');
    expect(ids(passed)).toEqual(ids([past, paidPast]));
    expect(passed.find((r) => r.id === past.id)).toMatchObject({ registeredCount: 1 });
    // Its registrations stay readable in the back office.
    const adminRegs = (await t.app.inject({ url: '/api/campus-registrations', headers: t.admin.headers })).json();
    expect(adminRegs.filter((r: { campusId: number }) => r.campusId === past.id)).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/admin/campus?when=ahir', headers: t.admin.headers })).statusCode).toBe(400);

    // Moving the end date back into the future brings it back to the public page.
    expect((await send('PUT', `/api/campus/${past.id}`, full({ startDate: addDays(today(), 5), endDate: addDays(today(), 6), maxParticipants: 5 }))).statusCode).toBe(204);
    expect((await publicList()).map((r) => r.id)).toContain(past.id);
  });
});
