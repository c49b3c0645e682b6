import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusRegistrations, clubRegistrations, schoolRegistrations } from '#server/db/schema.ts';
import { familyMessages, type FamilyRecords } from '#shared/schemas/family.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedCampus } from '../helpers/campus.ts';
import { asFamily, type FamilyAuth, paidOrderFor, seedWaitlistEntry, signInFamily } from '../helpers/family.ts';
import { addDays, clubBody, dni, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 14 item 4: the family page lists exactly what was made with its e-mail (sensitive numbers masked), corrects
 * a record's phone and e-mail, and exports everything of that e-mail and nothing of anyone else's.
 */
let t: TestApp;
const startDate = addDays(today(), 60);

type Family = {
  email: string;
  child: string;
  surname: string;
  playerDni: string;
  iban: string;
  phone: string;
  ids: { campus: number; club: number; school: number; order: number; entry: number };
};

async function makeFamily(tag: string, n: number, campusId: number, fullCampusId: number): Promise<Family> {
  const email = `familia.${tag}@example.com`;
  const child = `Nen${tag}`;
  const surname = `Cognom${tag} Segon`;
  const phone = `611 22 33 0${n}`;
  const playerDni = dni(40_000_000 + n);
  const iban = 'ES9121000418450200051332';
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const signUp = await post('/api/campus-registrations', {
    campusId,
    childName: child,
    childSurname: surname,
    birthDate: yearsBefore(startDate, 10, `06-1${n}`),
    parentEmail: email,
    parentPhone: phone,
    isClubMember: false,
  });
  const club = await post(
    '/api/club-registrations',
    clubBody({ playerName: `${child} ${surname}`, playerDni, guardianEmail: email, guardianPhone: phone, birthDate: yearsBefore(today(), 12, `07-1${n}`) }),
  );
  const school = await post(
    '/api/school-registrations',
    schoolBody({ playerName: child, playerSurname: surname, guardianEmail: email, guardianMobilePhone: phone, birthDate: yearsBefore(today(), 8, `08-1${n}`) }),
  );
  expect([signUp.statusCode, club.statusCode, school.statusCode], `${signUp.body} ${club.body} ${school.body}`).toEqual([201, 201, 201]);
  const order = await paidOrderFor(t.app, t.database.db, { name: `Pare${tag} ${surname}`, email, phone }, { customName: child.slice(0, 20), customNumber: `${n}` });
  const entry = await seedWaitlistEntry(t.database.db, fullCampusId, email, { childName: `Germà${tag}`, childSurname: surname });
  return {
    email,
    child,
    surname,
    playerDni,
    iban,
    phone,
    ids: { campus: signUp.json().id, club: club.json().id, school: school.json().id, order: order.id, entry: entry.id },
  };
}

let a: Family;
let b: Family;
let auth: FamilyAuth;
beforeAll(async () => {
  t = await createTestApp();
  const c = await seedCampus(t.database.db, { name: 'Campus de Setmana Santa', startDate });
  const full = await seedCampus(t.database.db, { name: 'Campus Ple', startDate, maxParticipants: 0 });
  a = await makeFamily('alba', 1, c.id, full.id);
  b = await makeFamily('bru', 2, c.id, full.id);
  auth = await signInFamily(t, a.email);
}, 60_000);
afterAll(() => t.close());

const records = async () => {
  const res = await asFamily(t.app, auth, 'GET', '/api/family/records');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FamilyRecords;
};

describe('GET /api/family/records', () => {
  it('lists exactly this family’s orders, sign-ups, waiting-list entries and registrations', async () => {
    const r = await records();
    expect(r.email).toBe(a.email);
    expect(r.orders.map((o) => o.id)).toEqual([a.ids.order]);
    expect(r.orders[0]).toMatchObject({ status: 'paid', totalAmount: '30.00', items: [{ quantity: 1, price: '30.00', customSize: 'M' }] });
    expect(r.campusSignUps.map((s) => s.id)).toEqual([a.ids.campus]);
    expect(r.campusSignUps[0]).toMatchObject({
      campusName: 'Campus de Setmana Santa',
      childName: a.child,
      startDate,
      cancelUntil: addDays(startDate, -7),
      cancellable: true,
      phone: a.phone,
    });
    expect(r.waitlist).toEqual([
      { id: a.ids.entry, campusName: 'Campus Ple', status: 'waiting', position: 1, children: [{ childName: 'Germàalba', childSurname: a.surname }], offerExpiresAt: null },
    ]);
    expect(r.registrations.map((x) => `${x.kind}:${x.id}`).sort()).toEqual([`club:${a.ids.club}`, `school:${a.ids.school}`]);
    expect(r.erasureRequested).toBe(false);
    const text = JSON.stringify(r);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain(b.child);
  });

  it('masks the document and the IBAN to their last 4 characters', async () => {
    const r = await records();
    const club = r.registrations.find((x) => x.kind === 'club')!;
    expect(club.documentMasked).toBe(`•••• ${a.playerDni.slice(-4)}`);
    expect(club.ibanMasked).toBe('•••• 1332');
    const text = JSON.stringify(r);
    expect(text).not.toContain(a.playerDni);
    expect(text).not.toContain('2100');
    expect(text).not.toMatch(/ES91/);
  });

  it('matches the e-mail whatever its case in the record', async () => {
    await t.database.db.update(clubRegistrations).set({ guardianEmail: a.email.toUpperCase() }).where(eq(clubRegistrations.id, a.ids.club));
    expect((await records()).registrations.some((x) => x.kind === 'club' && x.id === a.ids.club)).toBe(true);
    await t.database.db.update(clubRegistrations).set({ guardianEmail: a.email }).where(eq(clubRegistrations.id, a.ids.club));
  });
});

describe('PATCH /api/family/registrations/:kind/:id', () => {
  const patch = (kind: string, id: number, body: object) => asFamily(t.app, auth, 'PATCH', `/api/family/registrations/${kind}/${id}`, body);

  it('corrects the phone and e-mail of the family’s campus, club and school records', async () => {
    const res = await patch('campus', a.ids.campus, { phone: '622 000 111', email: a.email });
    expect([res.statusCode, res.json().message]).toEqual([200, familyMessages.contactUpdated]);
    const [s] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, a.ids.campus));
    expect(s!.parentPhone).toBe('622 000 111');
    expect((await patch('club', a.ids.club, { phone: '622 000 222', email: a.email })).statusCode).toBe(200);
    const [c] = await t.database.db.select().from(clubRegistrations).where(eq(clubRegistrations.id, a.ids.club));
    expect(c!.guardianPhone).toBe('622 000 222');
    expect((await patch('school', a.ids.school, { phone: '+33 6 11 22 33 44', email: 'Nova.Adreca@Example.com' })).statusCode).toBe(200);
    const [sc] = await t.database.db.select().from(schoolRegistrations).where(eq(schoolRegistrations.id, a.ids.school));
    expect([sc!.guardianMobilePhone, sc!.guardianEmail]).toEqual(['+33 6 11 22 33 44', 'nova.adreca@example.com']);
    // Moved to another address: it is that address's record now, no longer on this page.
    expect((await records()).registrations.map((x) => x.kind)).toEqual(['club']);
  });

  it('refuses another family’s record (404 notYours) and changes nothing', async () => {
    for (const [kind, id] of [
      ['campus', b.ids.campus],
      ['club', b.ids.club],
      ['school', b.ids.school],
    ] as const) {
      const res = await patch(kind, id, { phone: '699 999 999', email: a.email });
      expect([res.statusCode, res.json().message], kind).toEqual([404, familyMessages.notYours.message]);
    }
    const [s] = await t.database.db.select().from(campusRegistrations).where(eq(campusRegistrations.id, b.ids.campus));
    expect([s!.parentPhone, s!.parentEmail]).toEqual([b.phone, b.email]);
  });

  it('refuses a wrong phone or e-mail with field errors (400)', async () => {
    const res = await patch('campus', a.ids.campus, { phone: '12', email: 'no-es-un-correu' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'phone']);
  });
});

describe('GET /api/family/export', () => {
  it('is a JSON attachment with every record of this e-mail, whole, and nothing of the other family', async () => {
    const res = await asFamily(t.app, auth, 'GET', '/api/family/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cb-llivia-les-meves-dades-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.email).toBe(a.email);
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([a.ids.order]);
    expect(data.orders[0].items[0]).toMatchObject({ customName: a.child, customNumber: '1' });
    expect(data.campusSignUps.map((o: { id: number }) => o.id)).toEqual([a.ids.campus]);
    expect(data.waitingList.map((o: { id: number }) => o.id)).toEqual([a.ids.entry]);
    expect(data.waitingList[0].children[0].childName).toBe('Germàalba');
    expect(data.clubRegistrations.map((o: { id: number }) => o.id)).toEqual([a.ids.club]);
    // Whole numbers: it is the family's own data (GDPR art. 15 and 20).
    expect(data.clubRegistrations[0]).toMatchObject({ playerDni: a.playerDni, iban: a.iban, season: '2025/2026' });
    expect(data.schoolRegistrations).toEqual([]); // moved to another address by the correction above
    const text = res.body;
    for (const value of [b.email, b.child, b.phone, b.playerDni, `Pare${'bru'}`]) expect(text, value).not.toContain(value);
    // No secrets: the waiting list's link hashes stay out.
    expect(text).not.toContain('manageTokenHash');
  });
});
