import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { createTestApp } from '../helpers/app.ts';
import { clubRegistrations, schoolRegistrations } from '#server/db/schema.ts';
import { clubBody, dni, schoolBody } from '../helpers/registrations.ts';

const t = withTestApp({ signedIn: true });
beforeEach(async () => {
  await t.database.db.delete(clubRegistrations);
  await t.database.db.delete(schoolRegistrations);
  await t.app.mail.flush();
  t.mails.length = 0;
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const clubRows = () => t.database.db.select().from(clubRegistrations);
const schoolRows = () => t.database.db.select().from(schoolRegistrations);

describe('POST /api/club-registrations', () => {
  it('stores every field, DNI and IBAN normalised, each consent with its time', async () => {
    const before = Date.now();
    const res = await post('/api/club-registrations', clubBody({ playerDni: '12.345.678-z', iban: 'es91 2100 0418 4502 0005 1332' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toEqual(expect.any(Number));
    const [row] = await clubRows();
    expect(row).toMatchObject({
      playerName: 'Martina Puig Soler',
      playerDni: '12345678Z',
      healthCardNumber: 'PUSO 0 123456 78 9',
      shirtSize: 'M',
      pantsSize: 'S',
      shoeSize: '37',
      guardianEmail: 'anna.soler@example.com',
      iban: 'ES9121000418450200051332',
      sepaAuthorization: true,
      privacyAuthorization: true,
      imageRightsAuthorization: false,
    });
    for (const at of [row!.sepaAuthorizationAt, row!.privacyAuthorizationAt, row!.imageRightsAuthorizationAt]) {
      expect(at).toBeInstanceOf(Date);
      expect(at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    }
  });

  it('accepts SEPA "no" and empty sizes', async () => {
    const res = await post('/api/club-registrations', clubBody({ sepaAuthorization: false, shirtSize: '', pantsSize: '', shoeSize: '' }));
    expect(res.statusCode).toBe(201);
    const [row] = await clubRows();
    expect(row).toMatchObject({ sepaAuthorization: false, shirtSize: '', pantsSize: '', shoeSize: '' });
  });

  it('mails the guardian without IBAN (last 4 only), DNI or health data, and notifies the club', async () => {
    await post('/api/club-registrations', clubBody());
    await t.app.mail.flush();
    const guardian = t.mails.find((m) => m.to === 'anna.soler@example.com')!;
    expect(guardian.subject).toContain('2025/2026');
    expect(guardian.text).toContain('acabat en 1332');
    const club = t.mails.find((m) => m.to === t.app.config.mail.clubEmail)!;
    expect(club.subject).toContain('Martina Puig Soler');
    for (const mail of [guardian, club]) {
      expect(mail.text).not.toContain('2100 0418');
      expect(mail.text).not.toContain('21000418');
      expect(mail.text).not.toContain(dni(12345678));
      expect(mail.text).not.toContain('PUSO');
    }
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a wrong DNI letter', { playerDni: '12345678A' }, 'playerDni'],
    ['a malformed DNI', { playerDni: '1234' }, 'playerDni'],
    ['a bad IBAN checksum', { iban: 'ES92 2100 0418 4502 0005 1332' }, 'iban'],
    ['a missing consent', { privacyAuthorization: undefined }, 'privacyAuthorization'],
    ['a consent that is not a boolean', { imageRightsAuthorization: 'sí' }, 'imageRightsAuthorization'],
    ['an unknown shirt size', { shirtSize: 'XXXL' }, 'shirtSize'],
    ['an unknown pants size', { pantsSize: 'm' }, 'pantsSize'],
    ['a bad e-mail', { guardianEmail: 'anna@' }, 'guardianEmail'],
    ['a short phone', { guardianPhone: '600 12' }, 'guardianPhone'],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate'],
    ['an implausible birth date', { birthDate: '1901-01-01' }, 'birthDate'],
    ['a missing player name', { playerName: '   ' }, 'playerName'],
    ['a NUL character', { guardianName: 'Anna\u0000' }, 'guardianName'],
    ['a too long health card number', { healthCardNumber: 'x'.repeat(41) }, 'healthCardNumber'],
  ];
  for (const [what, overrides, field] of invalid) {
    it(`answers 400 with a Catalan field error for ${what}, storing nothing`, async () => {
      const res = await post('/api/club-registrations', clubBody(overrides));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Les dades enviades no són vàlides.');
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      expect(await clubRows()).toHaveLength(0);
      await t.app.mail.flush();
      expect(t.mails).toHaveLength(0);
    });
  }

  it('never answers 5xx for odd bodies', async () => {
    for (const payload of ['null', '[]', '"x"', '{"playerName": {"$ne": 1}}', '{'.repeat(50)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/club-registrations', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect((await post('/api/club-registrations', { ...clubBody(), extra: 'x'.repeat(200_000) })).statusCode).toBe(413);
    expect(await clubRows()).toHaveLength(0);
  });
});

describe('POST /api/school-registrations', () => {
  it('stores every field with the five consent times; optional fields may be empty', async () => {
    const res = await post('/api/school-registrations', schoolBody({ guardianHomePhone: '', guardianAddress: '', medicationDetails: '' }));
    expect(res.statusCode).toBe(201);
    const [row] = await schoolRows();
    expect(row).toMatchObject({
      playerSurname: 'Casals Roca',
      authorizedPersonDni: 'X1234567L',
      guardianHomePhone: null,
      guardianAddress: null,
      medicationDetails: null,
      iban: 'FR1420041010050500013M02606',
      sepaAuthorization: false,
      medicalEmergencyConsent: true,
    });
    for (const key of ['medicalEmergencyConsentAt', 'medicationAdministrationConsentAt', 'sepaAuthorizationAt', 'privacyAuthorizationAt', 'imageRightsAuthorizationAt'] as const) {
      expect(row![key]).toBeInstanceOf(Date);
    }
  });

  it('mails the guardian without allergies, medication, health card, DNI or full IBAN', async () => {
    await post('/api/school-registrations', schoolBody());
    await t.app.mail.flush();
    expect(t.mails).toHaveLength(2);
    for (const mail of t.mails) {
      for (const secret of ['nou', 'Antihistamínic', 'CARO', dni(48000001), dni(39000002), 'X1234567L', '20041010', '2004 1010']) {
        expect(mail.text, secret).not.toContain(secret);
      }
    }
    expect(t.mails.find((m) => m.to === 'jordi.casals@example.com')!.text).toContain('acabat en 2606');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a wrong guardian DNI letter', { guardianDni: '39000002A' }, 'guardianDni'],
    ['a wrong authorised person NIE letter', { authorizedPersonDni: 'X1234567A' }, 'authorizedPersonDni'],
    ['a bad IBAN', { iban: 'FR14 2004 1010 0505 0001 3M02 607' }, 'iban'],
    ['a missing medical consent', { medicalEmergencyConsent: undefined }, 'medicalEmergencyConsent'],
    ['a missing medication consent', { medicationAdministrationConsent: null }, 'medicationAdministrationConsent'],
    ['an adult as a school pupil', { birthDate: '1990-01-01' }, 'birthDate'],
    ['a bad optional home phone', { guardianHomePhone: '12' }, 'guardianHomePhone'],
    ['missing allergies (write "Cap")', { allergiesOrIllnesses: '' }, 'allergiesOrIllnesses'],
  ];
  for (const [what, overrides, field] of invalid) {
    it(`answers 400 for ${what}, storing nothing`, async () => {
      const res = await post('/api/school-registrations', schoolBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
      expect(await schoolRows()).toHaveLength(0);
    });
  }
});

describe('privacy', () => {
  it('no log line of a submission (valid or not) contains a DNI, IBAN, health card number or allergy text', async () => {
    const logged = await createTestApp({ logLevel: 'trace' });
    const chunks: string[] = [];
    const original = { write: fs.write, writeSync: fs.writeSync };
    const capture = (fd: unknown, data: unknown) => {
      if (fd === 1 || fd === 2) {
        chunks.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
        return true;
      }
      return false;
    };
    // pino writes to stdout through sonic-boom, which calls fs.write / fs.writeSync on fd 1: listen there.
    (fs as { writeSync: unknown }).writeSync = (fd: number, data: unknown, ...rest: unknown[]) =>
      capture(fd, data) ? Buffer.byteLength(String(data)) : (original.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    (fs as { write: unknown }).write = (fd: number, data: unknown, ...rest: unknown[]) => {
      if (!capture(fd, data)) return (original.write as (...a: unknown[]) => void)(fd, data, ...rest);
      const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
      cb?.(null, Buffer.byteLength(String(data)));
    };
    try {
      const secrets = { dni: dni(23456789), iban: 'ES7921000813610123456789', health: 'SECRETHEALTH 42', allergy: 'Al·lèrgia secreta al kiwi' };
      const club = clubBody({ playerDni: secrets.dni, iban: secrets.iban, healthCardNumber: secrets.health });
      const school = schoolBody({ guardianDni: secrets.dni, iban: secrets.iban, healthCardNumber: secrets.health, allergiesOrIllnesses: secrets.allergy });
      const cases = [
        ['/api/club-registrations', club],
        ['/api/club-registrations', { ...club, shirtSize: 'XXXL' }],
        ['/api/club-registrations', { ...club, playerDni: `${secrets.dni.slice(0, 8)}A` }],
        ['/api/school-registrations', school],
        ['/api/school-registrations', { ...school, iban: `${secrets.iban}0` }],
        ['/api/school-registrations', { ...school, allergiesOrIllnesses: `${secrets.allergy}\u0000` }],
      ] as const;
      for (const [url, payload] of cases) {
        const res = await logged.app.inject({ method: 'POST', url, payload });
        expect(res.statusCode).toBeLessThan(500);
      }
      await logged.app.mail.flush();
      // The log is written in blocks, at the latest each second (decision 207): a timer set after its interval's next
      // turn fires after it.
      await new Promise((r) => setTimeout(r, 1200));
      const output = chunks.join('');
      expect(output, 'the logger wrote nothing: the capture is not working').toContain('/api/club-registrations');
      for (const secret of [...Object.values(secrets), secrets.iban.slice(4, 12), 'kiwi']) {
        expect(output).not.toContain(secret);
      }
    } finally {
      (fs as { write: unknown }).write = original.write;
      (fs as { writeSync: unknown }).writeSync = original.writeSync;
      await logged.close();
    }
  });

  it('registrations are readable only through the admin endpoints', async () => {
    await post('/api/club-registrations', clubBody());
    await post('/api/school-registrations', schoolBody());
    const [club] = await clubRows();
    const [school] = await schoolRows();
    for (const url of [
      '/api/club-registrations',
      `/api/club-registrations/${club!.id}`,
      '/api/club-registrations/export.csv',
      '/api/school-registrations',
      `/api/school-registrations/${school!.id}`,
      '/api/school-registrations/export.csv',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('Martina');
    }
    for (const url of [`/api/club-registrations/${club!.id}`, `/api/school-registrations/${school!.id}`]) {
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    }
    expect(await clubRows()).toHaveLength(1);
  });
});

describe('admin: list, read, delete, export', () => {
  it('lists every stored field with consent times, reads one, deletes with 404 after', async () => {
    await post('/api/club-registrations', clubBody());
    const list = await t.app.inject({ url: '/api/club-registrations', headers: t.admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const [item] = list.json();
    expect(item).toMatchObject({ playerDni: dni(12345678), iban: 'ES9121000418450200051332', sepaAuthorization: true });
    expect(item.sepaAuthorizationAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await t.app.inject({ url: `/api/club-registrations/${item.id}`, headers: t.admin.headers })).json().id).toBe(item.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/club-registrations/${item.id}`, headers: t.admin.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/club-registrations/${item.id}`, headers: t.admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/club-registrations/${item.id}`, headers: t.admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/club-registrations/abc', headers: t.admin.headers })).statusCode).toBe(400);

    await post('/api/school-registrations', schoolBody());
    const [school] = (await t.app.inject({ url: '/api/school-registrations', headers: t.admin.headers })).json();
    expect(school).toMatchObject({ allergiesOrIllnesses: 'Al·lèrgia a la nou', guardianHomePhone: '972 89 60 00' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/school-registrations/${school.id}`, headers: t.admin.headers })).statusCode).toBe(204);
    expect(await schoolRows()).toHaveLength(0);
  });

  it('refuses a cross-site delete', async () => {
    await post('/api/club-registrations', clubBody());
    const [row] = await clubRows();
    const { 'x-csrf-token': _token, ...rest } = t.admin.headers;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/club-registrations/${row!.id}`, headers: { ...rest, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(await clubRows()).toHaveLength(1);
  });

  it('exports CSV: BOM, ; separator, a header and one row per registration with consents and their times', async () => {
    await post('/api/club-registrations', clubBody());
    await post('/api/club-registrations', clubBody({ playerName: 'Pol "el Petit"; Vila', sepaAuthorization: false, playerDni: dni(87654321) }));
    const res = await t.app.inject({ url: '/api/club-registrations/export.csv', headers: t.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inscripcions-club-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    const header = lines[0]!.split(';');
    expect(header).toContain('Autorització SEPA');
    expect(header).toContain('Autorització SEPA (data)');
    expect(header).toContain('Drets d’imatge (data)');
    expect(lines[1]).toContain(dni(12345678));
    expect(lines[1]).toContain('ES9121000418450200051332');
    expect(lines[1]).toMatch(/;Sí;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};/);
    expect(lines[2]).toContain('"Pol ""el Petit""; Vila"');
    expect(lines[2]).toMatch(/;No;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};/);

    await post('/api/school-registrations', schoolBody());
    const school = await t.app.inject({ url: '/api/school-registrations/export.csv', headers: t.admin.headers });
    const schoolLines = school.body.slice(1).trimEnd().split('\r\n');
    expect(schoolLines).toHaveLength(2);
    expect(schoolLines[0]!.split(';')).toHaveLength(schoolLines[1]!.split(';').length);
    expect(schoolLines[1]).toContain('Al·lèrgia a la nou');
  });
});
