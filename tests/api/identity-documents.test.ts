import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { clubRegistrations, schoolRegistrations } from '#server/db/schema.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { clubBody, dni, schoolBody, yearsBefore } from '../helpers/registrations.ts';

/**
 * Issue 13 items 2 and 3, decision 170: families from France and Andorra register with their own documents, phones
 * and bank accounts; the admin reads each document's type next to its number; privacy "No" is refused.
 */
const t = withTestApp({ signedIn: true, wipe: [clubRegistrations, schoolRegistrations] });

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const get = (url: string) => t.app.inject({ url, headers: t.admin.headers });

/** The CSV's rows as header → cell maps (no cell in these tests holds a `;` or a quote). */
async function csvRows(url: string): Promise<Record<string, string>[]> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const [header, ...lines] = res.body.slice(1).trimEnd().split('\r\n');
  const names = header!.split(';');
  return lines.map((line) => Object.fromEntries(line.split(';').map((cell, i) => [names[i]!, cell])));
}

const frenchIban = 'FR76 3000 6000 0112 3456 7890 189';
const andorranIban = 'AD12 0001 2030 2003 5910 0100';

/** The Bernard family from Bourg-Madame: French passport and identity cards, a French phone and bank account. */
const frenchClub = clubBody({
  playerName: 'Léa Bernard',
  playerDocumentType: 'passport',
  playerDni: '18ab 12-345',
  birthDate: yearsBefore(todayInMadrid(), 15),
  guardianName: 'Camille Bernard',
  guardianPhone: '+33 6 12 34 56 78',
  guardianEmail: 'camille.bernard@example.fr',
  accountHolderName: 'Camille Bernard',
  iban: frenchIban,
});

const frenchSchool = schoolBody({
  playerName: 'Hugo',
  playerSurname: 'Bernard',
  playerDocumentType: 'id_card',
  playerDni: 'X4RTBPFW4',
  guardianName: 'Camille',
  guardianSurname: 'Bernard',
  guardianDocumentType: 'passport',
  guardianDni: '19FR54321',
  guardianMobilePhone: '06 98 76 54 32',
  guardianHomePhone: '+33 4 68 04 00 00',
  authorizedPersonName: 'Julien Martin',
  authorizedPersonDocumentType: 'id_card',
  authorizedPersonDni: '880692310285',
  authorizedPersonPhone: '+33 7 11 22 33 44',
  iban: frenchIban,
});

describe('a French family', () => {
  it('registers a player at the club with a passport, a +33 phone and a French IBAN; the admin reads the type beside the number', async () => {
    const res = await post('/api/club-registrations', frenchClub);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;

    const detail = (await get(`/api/club-registrations/${id}`)).json();
    expect(detail).toMatchObject({
      playerDocumentType: 'passport',
      playerDni: '18AB12345',
      guardianPhone: '+33 6 12 34 56 78',
      iban: 'FR7630006000011234567890189',
    });

    // The table: the type beside the masked number (last 4 only).
    const table = await get('/api/admin/club-registrations?q=bernard');
    const [row] = table.json().rows;
    expect(row).toMatchObject({ documentType: 'passport', dni: '•••• 2345' });
    expect(table.body).not.toContain('18AB12345');

    const [line] = await csvRows('/api/club-registrations/export.csv');
    expect(line).toMatchObject({
      'Tipus de document del jugador/a': 'Passaport',
      'Número de document del jugador/a': '18AB12345',
      IBAN: 'FR7630006000011234567890189',
    });
  });

  it('registers a pupil at the schools with identity cards and a passport; each type is stored, read and exported', async () => {
    const res = await post('/api/school-registrations', frenchSchool);
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(`/api/school-registrations/${res.json().id}`)).json();
    expect(detail).toMatchObject({
      playerDocumentType: 'id_card',
      playerDni: 'X4RTBPFW4',
      guardianDocumentType: 'passport',
      guardianDni: '19FR54321',
      authorizedPersonDocumentType: 'id_card',
      authorizedPersonDni: '880692310285',
      guardianMobilePhone: '06 98 76 54 32',
      iban: 'FR7630006000011234567890189',
    });
    const [row] = (await get('/api/admin/school-registrations?q=hugo')).json().rows;
    expect(row).toMatchObject({ documentType: 'id_card', dni: '•••• PFW4' });

    const [line] = await csvRows('/api/school-registrations/export.csv');
    expect(line).toMatchObject({
      'Tipus de document de l’alumne/a': 'Document d’identitat',
      'Número de document de l’alumne/a': 'X4RTBPFW4',
      'Tipus de document del tutor/a': 'Passaport',
      'Número de document del tutor/a': '19FR54321',
      'Tipus de document de la persona autoritzada': 'Document d’identitat',
      'Número de document de la persona autoritzada': '880692310285',
    });
  });
});

describe('an Andorran family', () => {
  it('is accepted with a +376 phone and an Andorran IBAN', async () => {
    const res = await post('/api/club-registrations', clubBody({ guardianPhone: '+376 36 12 34', iban: andorranIban }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(clubRegistrations);
    expect(row).toMatchObject({ guardianPhone: '+376 36 12 34', iban: 'AD1200012030200359100100' });
    const school = await post('/api/school-registrations', schoolBody({ guardianMobilePhone: '00376 812 345', authorizedPersonPhone: '+376 690 123', iban: andorranIban }));
    expect(school.statusCode, school.body).toBe(201);
  });

  it('needs the +376 prefix: six digits alone are no phone the club can call', async () => {
    const res = await post('/api/club-registrations', clubBody({ guardianPhone: '36 12 34' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['guardianPhone']);
  });
});

describe('SPEC payloads (no document type)', () => {
  it('still work: the type is told from the number (DNI or NIE)', async () => {
    expect((await post('/api/club-registrations', clubBody())).statusCode).toBe(201);
    expect((await post('/api/club-registrations', clubBody({ playerName: 'Nil Puig Soler', playerDni: 'y-1234567-x', guardianEmail: 'nie@example.com' }))).statusCode).toBe(201);
    const rows = await t.database.db.select().from(clubRegistrations).orderBy(clubRegistrations.id);
    expect(rows.map((r) => [r.playerDocumentType, r.playerDni])).toEqual([
      ['dni', dni(12345678)],
      ['nie', 'Y1234567X'],
    ]);
    // schoolBody's authorised person has a NIE (X1234567L).
    const school = await post('/api/school-registrations', schoolBody());
    expect(school.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(schoolRegistrations);
    expect(row).toMatchObject({ playerDocumentType: 'dni', guardianDocumentType: 'dni', authorizedPersonDocumentType: 'nie' });
  });

  it('keep refusing a passport number sent without its type ("DNI/NIE invàlid")', async () => {
    const res = await post('/api/club-registrations', clubBody({ playerDni: '18AB12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ playerDni: [expect.stringMatching(/^DNI\/NIE invàlid/)] });
  });
});

describe('document checks', () => {
  const refused: [string, string, Record<string, unknown>, string, RegExp][] = [
    ['a DNI with a wrong letter', 'club', { playerDocumentType: 'dni', playerDni: '12345678A' }, 'playerDni', /lletra/],
    ['a NIE given as a DNI', 'club', { playerDocumentType: 'dni', playerDni: 'X1234567L' }, 'playerDni', /^DNI invàlid/],
    ['a DNI given as a NIE', 'school', { guardianDocumentType: 'nie', guardianDni: dni(39000002) }, 'guardianDni', /^NIE invàlid/],
    ['a passport number of 4 characters', 'club', { playerDocumentType: 'passport', playerDni: 'AB12' }, 'playerDni', /de 5 a 20/],
    ['a passport number of 21 characters', 'club', { playerDocumentType: 'passport', playerDni: `${'A'.repeat(20)}1` }, 'playerDni', /de 5 a 20/],
    ['an identity card with other signs', 'school', { authorizedPersonDocumentType: 'id_card', authorizedPersonDni: 'AB/12345' }, 'authorizedPersonDni', /de 5 a 20/],
    ['a passport with no number', 'club', { playerDocumentType: 'passport', playerDni: '  ' }, 'playerDni', /obligatori/],
    ['an unknown type', 'club', { playerDocumentType: 'driving_licence' }, 'playerDocumentType', /tipus de document/],
    ['a guardian without a document', 'school', { guardianDocumentType: 'none', guardianDni: '' }, 'guardianDocumentType', /tipus de document/],
    ['an authorised person without a document', 'school', { authorizedPersonDocumentType: 'none', authorizedPersonDni: '' }, 'authorizedPersonDocumentType', /tipus de document/],
    ['"none" with a number', 'school', { playerDocumentType: 'none', playerDni: dni(48000001) }, 'playerDni', /deixeu el número en blanc/],
  ];
  for (const [what, form, overrides, field, message] of refused) {
    it(`refuses ${what} with a Catalan error on ${field}, storing nothing`, async () => {
      const body = form === 'club' ? clubBody(overrides) : schoolBody(overrides);
      const res = await post(`/api/${form}-registrations`, body);
      expect(res.statusCode).toBe(400);
      const errors = res.json().fieldErrors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]![0]).toMatch(message);
      expect(await t.database.db.select().from(form === 'club' ? clubRegistrations : schoolRegistrations)).toHaveLength(0);
    });
  }

  it('shows every field error at once: a wrong document alongside a missing name', async () => {
    const res = await post('/api/club-registrations', clubBody({ playerName: '', playerDocumentType: 'passport', playerDni: 'AB' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['playerDni', 'playerName']);
  });
});

describe('a player under 14 without a document ("no en té")', () => {
  const today = todayInMadrid();

  it('is accepted, stored as none with no number, and shown so in the table and the CSV', async () => {
    const res = await post('/api/school-registrations', schoolBody({ playerDocumentType: 'none', playerDni: '', birthDate: yearsBefore(today, 9) }));
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(`/api/school-registrations/${res.json().id}`)).json();
    expect(detail).toMatchObject({ playerDocumentType: 'none', playerDni: '' });
    const [row] = (await get('/api/admin/school-registrations')).json().rows;
    expect(row).toMatchObject({ documentType: 'none', dni: '' });
    const [line] = await csvRows('/api/school-registrations/export.csv');
    expect(line).toMatchObject({ 'Tipus de document de l’alumne/a': 'No en té', 'Número de document de l’alumne/a': '' });
  });

  it('counts the age on the day of the registration (Madrid): 14 today is too old, 14 tomorrow is not', async () => {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const fourteenToday = `${y - 14}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const dayAfter = new Date(Date.UTC(y - 14, m - 1, d + 1)).toISOString().slice(0, 10);
    const tooOld = await post('/api/club-registrations', clubBody({ playerDocumentType: 'none', playerDni: '', birthDate: fourteenToday }));
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().fieldErrors).toEqual({ playerDocumentType: ['Només els menors de 14 anys es poden inscriure sense document d’identitat.'] });
    const young = await post('/api/club-registrations', clubBody({ playerDocumentType: 'none', playerDni: '', birthDate: dayAfter }));
    expect(young.statusCode, young.body).toBe(201);
  });
});

describe('privacy consent', () => {
  it('"No" is refused with 400 and a Catalan field error on both forms; nothing is stored or mailed', async () => {
    await t.app.mail.flush();
    t.mails.length = 0;
    for (const [url, body] of [
      ['/api/club-registrations', clubBody({ privacyAuthorization: false })],
      ['/api/school-registrations', schoolBody({ privacyAuthorization: false })],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Les dades enviades no són vàlides.',
        code: 'request.invalid',
        fieldErrors: {
          privacyAuthorization: [
            'Cal acceptar la protecció de dades per enviar la inscripció: sense aquest consentiment el club no pot tractar les dades.',
          ],
        },
        // Decision 196: each field error's code, in the same order as its text.
        fieldCodes: { privacyAuthorization: [{ code: 'form.privacyRequired' }] },
      });
    }
    expect(await t.database.db.select().from(clubRegistrations)).toHaveLength(0);
    expect(await t.database.db.select().from(schoolRegistrations)).toHaveLength(0);
    await t.app.mail.flush();
    expect(t.mails).toHaveLength(0);
  });

  it('image rights and SEPA may stay "No": stored with their times', async () => {
    const res = await post('/api/club-registrations', clubBody({ sepaAuthorization: false, imageRightsAuthorization: false }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(clubRegistrations);
    expect(row).toMatchObject({ sepaAuthorization: false, imageRightsAuthorization: false, privacyAuthorization: true });
    expect(row!.privacyAuthorizationAt).toBeInstanceOf(Date);
  });
});

describe('the migration backfill', () => {
  it('labels older rows by their number: NIEs as nie, the rest as dni', async () => {
    const db = t.database.db;
    // Rows as they were before the type existed: inserted without one, so the column's default ('dni') applies.
    const club = clubBody();
    const openSeason = (await t.app.inject({ url: '/api/seasons/open' })).json().id as number;
    const now = new Date();
    const consented = { sepaAuthorizationAt: now, privacyAuthorizationAt: now, imageRightsAuthorizationAt: now };
    await db.insert(clubRegistrations).values([
      { ...club, iban: 'ES9121000418450200051332', seasonId: openSeason, playerDni: 'Z7654321Y', shirtSize: 'M', pantsSize: 'S', ...consented },
      { ...club, iban: 'ES9121000418450200051332', seasonId: openSeason, playerDni: dni(11111111), shirtSize: 'M', pantsSize: 'S', ...consented },
    ]);
    const migration = fs.readFileSync('src/server/db/migrations/0011_identity_document_types.sql', 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(4);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const rows = await db.select().from(clubRegistrations).orderBy(clubRegistrations.id);
    expect(rows.map((r) => [r.playerDni, r.playerDocumentType])).toEqual([
      ['Z7654321Y', 'nie'],
      [dni(11111111), 'dni'],
    ]);
  });
});
