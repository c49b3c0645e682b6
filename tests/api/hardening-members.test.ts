import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campus, campusMembershipReviews, campusRegistrations, clubMembers, clubRegistrations, schoolRegistrations } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminAuth, addDays, clubBody, loginAsAdmin, schoolBody, today, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 10 item 4 (member price on trust): the club's member list (import, add, remove, clear) and the check of each
 * campus sign-up's "soci del club" against it, shown to the admin with the difference the family would owe.
 */

let t: TestApp;
let admin: AdminAuth;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(clubMembers);
  await t.database.db.delete(campus);
  await t.database.db.delete(clubRegistrations);
  await t.database.db.delete(schoolRegistrations);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const importList = (csv: string, replace = false) => send('POST', '/api/club-members/import', { csv, replace });
const members = async () => (await send('GET', '/api/club-members')).json() as { id: number; name: string; surname: string; birthDate: string | null; email: string | null }[];

type Row = {
  id: number;
  childName: string;
  isClubMember: boolean;
  membership: { status: string; matchedBy: string | null; difference: string | null; review: string | null; reviewedAt: string | null; reviewedBy: string | null };
};
const registrations = async () => {
  const res = await send('GET', '/api/campus-registrations');
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as Row[]).map((r) => [r.childName.trim(), r]));
};

const startDate = addDays(today(), 60);
const birth = yearsBefore(startDate, 10, '05-12');

/** A campus with a member price of 80 € and a non-member price of 115,50 €; sign-ups stored as the paid path would. */
async function campusWith(children: { childName: string; childSurname: string; birthDate?: string; parentEmail?: string; isClubMember: boolean }[]) {
  const [c] = await t.database.db
    .insert(campus)
    .values({
      name: 'Campus d’Estiu',
      description: 'Bàsquet',
      startDate,
      endDate: addDays(startDate, 4),
      priceClubMember: '80.00',
      priceNonMember: '115.50',
      imageUrl: 'https://example.com/c.jpg',
    })
    .returning();
  await t.database.db.insert(campusRegistrations).values(
    children.map((ch, i) => ({
      campusId: c!.id,
      birthDate: birth,
      parentEmail: `familia${i}@example.com`,
      parentPhone: '600111222',
      paymentMethod: 'test',
      status: 'paid',
      amountPaid: ch.isClubMember ? '80.00' : '115.50',
      ...ch,
    })),
  );
  return c!;
}

describe('the member list routes need a session', () => {
  it('answers 401 to every call without one and stores nothing', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/club-members'],
      ['POST', '/api/club-members', { name: 'Pau', surname: 'Vila' }],
      ['POST', '/api/club-members/import', { csv: 'Pau;Vila' }],
      ['DELETE', '/api/club-members'],
      ['DELETE', '/api/club-members/1'],
      ['PATCH', '/api/campus-registrations/1/membership', { review: 'verified' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload: payload as object } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.database.db.select().from(clubMembers)).toHaveLength(0);
  });
});

describe('POST /api/club-members/import', () => {
  it('reads a ;-separated UTF-8 file with a BOM, a header in any order, quotes and day/month/year dates, accents kept', async () => {
    const csv = [
      '\uFEFFCognoms;Nom;Correu electrònic;Data de naixement;Núm. soci',
      'Puig i Solà;Martí;MARTI.PUIG@Example.com;03/02/2014;17',
      '"Vila; Font";Núria;;2013-11-30;18',
      '',
      'Col·lell;Ènnia;;;19',
    ].join('\r\n');
    const res = await importList(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ read: 3, added: 3, duplicates: 0, total: 3 });
    expect(res.headers['cache-control']).toBe('no-store');
    const list = await members();
    expect(list.map(({ name, surname, birthDate, email }) => ({ name, surname, birthDate, email }))).toEqual([
      { name: 'Ènnia', surname: 'Col·lell', birthDate: null, email: null },
      { name: 'Martí', surname: 'Puig i Solà', birthDate: '2014-02-03', email: 'marti.puig@example.com' },
      { name: 'Núria', surname: 'Vila; Font', birthDate: '2013-11-30', email: null },
    ]);
  });

  it('reads a ,-separated list without a header (as pasted), and a tab-separated one; the same people twice add nothing', async () => {
    const comma = 'Pau,Vila Soler,12/05/2016,familia.vila@example.com\nJúlia,Font Riera\n';
    expect((await importList(comma)).json()).toEqual({ read: 2, added: 2, duplicates: 0, total: 2 });
    const tabs = 'PAU\tvila  soler\t2016-05-12\nAleix\tÒdena Ç\t\t';
    expect((await importList(tabs)).json()).toEqual({ read: 2, added: 1, duplicates: 1, total: 3 });
    expect((await members()).map((m) => `${m.name} ${m.surname}`)).toEqual(['Júlia Font Riera', 'Aleix Òdena Ç', 'Pau Vila Soler']);
  });

  it('refuses a bad list with 400 and Catalan fieldErrors naming each bad line, and imports none of it', async () => {
    await importList('Anna;Soler');
    const csv = [
      'Pau;Vila;2016-05-12',
      ';Font;2014-01-01',
      'Laia;Puig;31/02/2015',
      'Jan;Roca;;no-és-un-correu',
      'Ona;Mas;2015-01-01;ona@example.com;sobra',
      'Nil;"Serra;2015-01-01',
      `Iu;Pla;${addDays(today(), 3)}`,
    ].join('\n');
    const res = await importList(csv, true);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fieldErrors: { csv: string[] } };
    expect(body.message).toBe('La llista té línies que no es poden llegir. No s’ha importat cap soci.');
    expect(body.fieldErrors.csv).toEqual([
      'Línia 2 (nom): Aquest camp és obligatori.',
      'Línia 3 (data de naixement «31/02/2015»): Data de naixement invàlida (AAAA-MM-DD o DD/MM/AAAA).',
      'Línia 4 (correu «no-és-un-correu»): Correu electrònic invàlid.',
      'Línia 5: Té més de 4 columnes (nom; cognoms; data de naixement; correu).',
      'Línia 6: Té unes cometes sense tancar.',
      `Línia 7 (data de naixement «${addDays(today(), 3)}»): La data de naixement ha de ser anterior a avui.`,
    ]);
    // `replace` did not empty the list: nothing was written.
    expect((await members()).map((m) => m.name)).toEqual(['Anna']);

    const empty = await importList(' \n\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.csv).toEqual(['La llista és buida: enganxa o puja almenys un soci.']);
    expect((await send('POST', '/api/club-members/import', { csv: 42 })).statusCode).toBe(400);
    expect((await send('POST', '/api/club-members/import', { csv: 'a;b\n'.repeat(130_000) })).statusCode).toBe(400);
    const tooMany = await importList('a;b\n'.repeat(5002));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.csv).toEqual(['La llista és massa llarga (com a màxim 5.000 socis per importació).']);
    expect((await importList(Array.from({ length: 5000 }, (_, i) => `Nom${i};Cognom`).join('\n'))).json()).toMatchObject({ added: 5000 });
  });

  it('with replace, the new list takes the place of the old one', async () => {
    await importList('Anna;Soler\nBiel;Casals');
    expect((await importList('Carla;Mir', true)).json()).toEqual({ read: 1, added: 1, duplicates: 0, total: 1 });
    expect((await members()).map((m) => m.name)).toEqual(['Carla']);
  });
});

describe('adding, removing and clearing by hand', () => {
  it('adds one (409 when already listed), removes one (404 the second time), clears all', async () => {
    const add = await send('POST', '/api/club-members', { name: ' Mireia ', surname: 'Bosch', birthDate: '2012-07-01', email: 'M@Example.com' });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ name: 'Mireia', surname: 'Bosch', birthDate: '2012-07-01', email: 'm@example.com' });
    const again = await send('POST', '/api/club-members', { name: 'MIREIA', surname: 'bosch', birthDate: '01/07/2012' });
    expect(again.statusCode).toBe(409);
    const bad = await send('POST', '/api/club-members', { name: '', surname: 'Bosch', birthDate: '2012-02-30', email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['birthDate', 'email', 'name']);

    const id = add.json().id as number;
    expect((await send('DELETE', `/api/club-members/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/club-members/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/club-members/2147483648')).statusCode).toBe(400);
    expect((await send('DELETE', '/api/club-members/0')).statusCode).toBe(400);

    await importList('Anna;Soler\nBiel;Casals');
    expect((await send('DELETE', '/api/club-members')).statusCode).toBe(204);
    expect(await members()).toEqual([]);
  });
});

describe('GET /api/campus-registrations: each sign-up’s membership', () => {
  it('confirms by folded name (and birth date when both have one), by the parent’s e-mail, or by a club or school registration', async () => {
    await importList(
      [
        'nom;cognoms;data de naixement;correu',
        `Martí;Puig-Solà;${birth};`,
        `Laia;Roca;2001-01-01;`,
        'Ona;Mas Vidal;;',
        'Núria;Ribé Güell;;',
        'Ènnia;Col·lell;;',
        'Pare;Soci;;Pare.Soci@Example.com',
      ].join('\n'),
    );
    // A club registration (one name field) and a school registration of two other children.
    expect((await t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody({ playerName: 'Martina Puig Soler', birthDate: birth }) })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/school-registrations', payload: schoolBody({ playerName: 'Biel', playerSurname: 'Casals Roca', birthDate: birth }) })).statusCode).toBe(201);

    await campusWith([
      { childName: '  MARTI ', childSurname: 'puig   sola', isClubMember: true },
      { childName: 'Laia', childSurname: 'Roca', isClubMember: true },
      { childName: 'Ona', childSurname: 'Mas  Vidal', isClubMember: true },
      { childName: 'NURIA', childSurname: 'ribe guell', isClubMember: true },
      { childName: 'Ennia', childSurname: 'Col.lell', isClubMember: true },
      { childName: 'Joan', childSurname: 'Desconegut', parentEmail: 'pare.soci@example.com', isClubMember: true },
      { childName: 'Martina', childSurname: 'Puig Soler', isClubMember: true },
      { childName: 'Biel', childSurname: 'Casals Roca', isClubMember: true },
      { childName: 'Biel2', childSurname: 'Casals Roca', isClubMember: true },
      { childName: 'Quim', childSurname: 'Vila', isClubMember: false },
    ]);

    const regs = await registrations();
    const summary = Object.fromEntries(
      Object.entries(regs).map(([name, r]) => [name, [r.membership.status, r.membership.matchedBy, r.membership.difference]]),
    );
    expect(summary).toEqual({
      MARTI: ['confirmed', 'member_name', null],
      Laia: ['not_found', null, '35.50'],
      Ona: ['confirmed', 'member_name', null],
      NURIA: ['confirmed', 'member_name', null],
      Ennia: ['confirmed', 'member_name', null],
      Joan: ['confirmed', 'member_email', null],
      Martina: ['confirmed', 'club_registration', null],
      Biel: ['confirmed', 'school_registration', null],
      Biel2: ['not_found', null, '35.50'],
      Quim: ['not_claimed', null, null],
    });
  });

  it('with no member list and no registrations, every claim is not found and owes the campus’s price difference', async () => {
    await campusWith([{ childName: 'Pau', childSurname: 'Vila', isClubMember: true }]);
    expect((await registrations()).Pau!.membership).toEqual({
      status: 'not_found',
      matchedBy: null,
      difference: '35.50',
      review: null,
      reviewedAt: null,
      reviewedBy: null,
    });
    // Adding the child to the list by hand confirms it.
    await send('POST', '/api/club-members', { name: 'Pau', surname: 'Vila' });
    expect((await registrations()).Pau!.membership.status).toBe('confirmed');
  });
});

describe('PATCH /api/campus-registrations/{id}/membership and the CSV export', () => {
  it('marks a claim verified (with time and who) or owing the difference, clears it, and the export says so', async () => {
    await campusWith([
      { childName: 'Pau', childSurname: 'Vila', isClubMember: true },
      { childName: 'Laia', childSurname: 'Roca', isClubMember: true },
      { childName: 'Quim', childSurname: 'Pla', isClubMember: false },
      { childName: 'Ona', childSurname: 'Mas', isClubMember: true },
    ]);
    await importList('Ona;Mas');
    const before = await registrations();
    const pau = before.Pau!.id;
    const laia = before.Laia!.id;

    const verified = await send('PATCH', `/api/campus-registrations/${pau}/membership`, { review: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ review: 'verified', reviewedBy: 'admin' });
    expect(Math.abs(Date.parse(verified.json().reviewedAt) - Date.now())).toBeLessThan(60_000);
    expect((await send('PATCH', `/api/campus-registrations/${laia}/membership`, { review: 'claim_difference' })).statusCode).toBe(200);

    const after = await registrations();
    expect(after.Pau!.membership).toMatchObject({ status: 'not_found', review: 'verified', reviewedBy: 'admin', difference: '35.50' });
    expect(after.Laia!.membership).toMatchObject({ status: 'not_found', review: 'claim_difference', difference: '35.50' });

    const csv = await send('GET', '/api/campus-registrations/export.csv');
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/;Verificació de soci;Diferència a reclamar \(€\)$/);
    const line = (name: string) => lines.find((l) => l.includes(`;${name};`))!;
    expect(line('Pau')).toMatch(/;Verificat a mà \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};$/);
    expect(line('Laia')).toMatch(/;Cal reclamar la diferència;35,50$/);
    expect(line('Ona')).toMatch(/;Soci confirmat;$/);
    expect(line('Quim')).toMatch(/;;$/);

    // Cleared: back to the computed status alone.
    expect((await send('PATCH', `/api/campus-registrations/${pau}/membership`, { review: null })).json()).toEqual({
      review: null,
      reviewedAt: null,
      reviewedBy: null,
    });
    expect((await registrations()).Pau!.membership.review).toBeNull();

    // Not claimed: nothing to verify. Unknown or out-of-range ids, bad bodies: 404 / 400, never 5xx.
    expect((await send('PATCH', `/api/campus-registrations/${before.Quim!.id}/membership`, { review: 'verified' })).statusCode).toBe(409);
    expect((await send('PATCH', '/api/campus-registrations/2147483647/membership', { review: 'verified' })).statusCode).toBe(404);
    expect((await send('PATCH', '/api/campus-registrations/2147483648/membership', { review: 'verified' })).statusCode).toBe(400);
    expect((await send('PATCH', `/api/campus-registrations/${pau}/membership`, { review: 'paid' })).statusCode).toBe(400);
    expect((await send('PATCH', `/api/campus-registrations/${pau}/membership`, {})).statusCode).toBe(400);

    // Deleting the sign-up deletes its mark.
    expect((await send('DELETE', `/api/campus-registrations/${laia}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(campusMembershipReviews)).toHaveLength(0);
  });
});
