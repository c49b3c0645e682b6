import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { campus, campusRegistrations } from '#server/db/schema.ts';
import { addDays, today, yearsBefore } from '../helpers/registrations.ts';

const t = withTestApp({ signedIn: true, wipe: [campus] });

const startDate = addDays(today(), 90);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Campus de Nadal',
  description: 'Tres dies de bàsquet per Nadal.',
  startDate,
  endDate: addDays(startDate, 2),
  imageUrl: 'https://example.com/campus.jpg',
  ...overrides,
});
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('admin endpoints need a session', () => {
  it('answers 401 to every campus back-office call without one', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/campus'],
      ['POST', '/api/campus'],
      ['PATCH', '/api/campus/1'],
      ['DELETE', '/api/campus/1'],
      ['GET', '/api/campus-registrations'],
      ['GET', '/api/campus-registrations/export.csv'],
      ['DELETE', '/api/campus-registrations/1'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : form() });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.database.db.select().from(campus)).toHaveLength(0);
  });
});

describe('POST /api/campus', () => {
  it('applies SPEC defaults for empty ages, prices and capacity, and keeps prices as 2-decimal strings', async () => {
    const res = await send('POST', '/api/campus', form({ ageMin: '', ageMax: null, priceClubMember: '', maxParticipants: undefined }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campus);
    expect(row).toMatchObject({ ageMin: 6, ageMax: 16, priceClubMember: '0.00', priceNonMember: '0.00', maxParticipants: 30, isActive: true });
    expect(row!.id).toBe(res.json().id);
  });

  it('takes prices as text or number, with a comma or a point', async () => {
    expect((await send('POST', '/api/campus', form({ priceClubMember: '95,5', priceNonMember: 120, ageMin: '8', maxParticipants: 12 }))).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campus);
    expect(row).toMatchObject({ priceClubMember: '95.50', priceNonMember: '120.00', ageMin: 8, maxParticipants: 12 });
  });

  it('stores a data-URL image through the pipeline as a /media path', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c2410c' } }).jpeg().toBuffer();
    const res = await send('POST', '/api/campus', form({ imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campus);
    expect(row!.imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const image = await t.app.inject({ url: row!.imageUrl });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);
  });

  it('refuses a missing image with SPEC’s message, and other bad input with field errors, storing nothing', async () => {
    const noImage = await send('POST', '/api/campus', form({ imageUrl: '' }));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().fieldErrors.imageUrl).toEqual(['Si us plau, afegeix una imatge del campus.']);
    const cases: [Record<string, unknown>, string][] = [
      [{ ageMin: -1 }, 'ageMin'],
      [{ ageMax: 2.5 }, 'ageMax'],
      [{ maxParticipants: 0 }, 'maxParticipants'],
      [{ maxParticipants: 'molts' }, 'maxParticipants'],
      [{ priceNonMember: '12.345' }, 'priceNonMember'],
      [{ priceNonMember: '-5' }, 'priceNonMember'],
      [{ ageMin: 12, ageMax: 8 }, 'ageMax'],
      [{ endDate: addDays(startDate, -1) }, 'endDate'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ name: '' }, 'name'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ imageUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' }, 'imageUrl'],
    ];
    for (const [overrides, field] of cases) {
      const res = await send('POST', '/api/campus', form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      if (res.json().fieldErrors) expect(Object.keys(res.json().fieldErrors), JSON.stringify(overrides)).toContain(field);
    }
    expect(await t.database.db.select().from(campus)).toHaveLength(0);
  });
});

describe('PATCH, DELETE and the admin list', () => {
  it('the active switch hides a campus from the public page and keeps it in the admin list', async () => {
    const { id } = (await send('POST', '/api/campus', form())).json();
    expect((await t.app.inject({ url: '/api/campus' })).json()).toHaveLength(1);
    expect((await send('PATCH', `/api/campus/${id}`, { isActive: false })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/campus' })).json()).toHaveLength(0);
    const list = (await t.app.inject({ url: '/api/admin/campus', headers: t.admin.headers })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, isActive: false, registeredCount: 0 });
    expect((await send('PATCH', `/api/campus/${id}`, { isActive: 'no' })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/campus/999999', { isActive: true })).statusCode).toBe(404);
  });

  it('counts registrations per campus; deleting a registration or a campus works once, then 404', async () => {
    const a = (await send('POST', '/api/campus', form({ name: 'A' }))).json().id as number;
    const b = (await send('POST', '/api/campus', form({ name: 'B' }))).json().id as number;
    const child = (campusId: number, childName: string) => ({
      campusId,
      childName,
      childSurname: 'Prova',
      birthDate: yearsBefore(startDate, 10),
      parentEmail: 'f@example.com',
      parentPhone: '600111222',
    });
    for (const [c, n] of [[a, 'Pau'], [a, 'Laia'], [b, 'Nil']] as const) {
      expect((await t.app.inject({ method: 'POST', url: '/api/campus-registrations', payload: child(c, n) })).statusCode).toBe(201);
    }
    const list = (await t.app.inject({ url: '/api/admin/campus', headers: t.admin.headers })).json();
    expect(Object.fromEntries(list.map((c: { name: string; registeredCount: number }) => [c.name, c.registeredCount]))).toEqual({ A: 2, B: 1 });

    const regs = (await t.app.inject({ url: '/api/campus-registrations', headers: t.admin.headers })).json();
    expect(regs.map((r: { campusName: string; childName: string }) => `${r.campusName}:${r.childName}`)).toEqual(['A:Pau', 'A:Laia', 'B:Nil']);
    expect(regs[0]).toMatchObject({ paymentMethod: 'free', status: 'confirmed', amountPaid: '0.00', parentPhone: '600111222' });

    const csv = await t.app.inject({ url: '/api/campus-registrations/export.csv', headers: t.admin.headers });
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Campus;Nom de l’infant');
    expect(lines[1]).toContain(';A;Pau;Prova;');
    expect(lines[1]).toContain(';Gratuït;confirmed;0,00;');

    expect((await send('DELETE', `/api/campus-registrations/${regs[0].id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/campus-registrations/${regs[0].id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/campus/${a}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/campus/${a}`)).statusCode).toBe(404);
    const left = await t.database.db.select().from(campusRegistrations);
    expect(left.map((r) => r.childName)).toEqual(['Nil']);
  });
});
