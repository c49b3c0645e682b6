import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { contactMessages, images } from '#server/db/schema.ts';
import { testToday } from '../helpers/clock.ts';

const t = withTestApp({ signedIn: true });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.asAdmin(), ...(payload === undefined ? {} : { payload: payload as object }) });

const pngDataUrl = async (width = 40, height = 30) =>
  `data:image/png;base64,${(await sharp({ create: { width, height, channels: 3, background: '#c2410c' } }).png().toBuffer()).toString('base64')}`;

/** Bad input gets 400 with field errors, never 5xx. */
async function expectFieldErrors(method: Method, url: string, payload: unknown, fields: string[]) {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 200)}`).toBe(400);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  for (const f of fields) expect(Object.keys(body.fieldErrors ?? {}), f).toContain(f);
  return body;
}

describe('teams', () => {
  const team = {
    name: 'CB Llívia Prova',
    category: 'SÈNIOR',
    division: 'Segona Catalana',
    description: 'Equip de proves',
    playerCount: 12,
    imageUrl: 'https://example.com/equip.jpg',
    externalUrl: 'https://www.basquetcatala.cat/equip/1',
    players: 'Pau\nMarc',
    coach: 'Joan',
    league: 'Segona',
  };

  it('creates, lists, updates (keeping the image when blank) and deletes', async () => {
    const created = await call('POST', '/api/teams', team);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...team, id });
    const list = (await t.app.inject({ url: '/api/teams' })).json();
    expect(list.map((x: { id: number }) => x.id)).toContain(id);

    const updated = await call('PUT', `/api/teams/${id}`, { ...team, name: 'CB Llívia Prova B', imageUrl: '', externalUrl: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'CB Llívia Prova B', imageUrl: team.imageUrl, externalUrl: null });

    expect((await call('DELETE', `/api/teams/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/teams/${id}`)).statusCode).toBe(404);
  });

  it('applies the defaults of SPEC §9 to optional fields', async () => {
    const res = await call('POST', '/api/teams', { name: 'Mínim', description: 'd', imageUrl: '@assets/equip.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'General', division: 'Club', playerCount: 0, players: '', coach: '', league: '', externalUrl: null });
  });

  it('stores a data URL image through the pipeline as a /media path', async () => {
    const res = await call('POST', '/api/teams', { ...team, imageUrl: await pngDataUrl() });
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const img = await t.app.inject({ url: res.json().imageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses bad input with field errors', async () => {
    const body = await expectFieldErrors('POST', '/api/teams', { ...team, imageUrl: '' }, ['imageUrl']);
    expect(body.fieldErrors.imageUrl).toEqual(["Si us plau, selecciona una imatge per a l'equip."]);
    await expectFieldErrors('POST', '/api/teams', { ...team, externalUrl: 'no és una url' }, ['externalUrl']);
    await expectFieldErrors('POST', '/api/teams', { ...team, externalUrl: 'javascript:alert(1)' }, ['externalUrl']);
    await expectFieldErrors('POST', '/api/teams', { ...team, imageUrl: 'javascript:alert(1)' }, ['imageUrl']);
    await expectFieldErrors('POST', '/api/teams', { ...team, name: '' }, ['name']);
    await expectFieldErrors('POST', '/api/teams', { ...team, playerCount: -1 }, ['playerCount']);
    await expectFieldErrors('POST', '/api/teams', { ...team, playerCount: 2.5 }, ['playerCount']);
    await expectFieldErrors('POST', '/api/teams', { ...team, playerCount: 'molts' }, ['playerCount']);
    await expectFieldErrors('POST', '/api/teams', { ...team, name: 'a\u0000b' }, ['name']);
    await expectFieldErrors('POST', '/api/teams', { ...team, description: 'x'.repeat(3000) }, ['description']);
    await expectFieldErrors('PUT', '/api/teams/1', { ...team, coach: 42 }, ['coach']);
    // A data URL that is not an image: the pipeline refuses it with 400.
    const notImage = await call('POST', '/api/teams', { ...team, imageUrl: `data:image/png;base64,${Buffer.from('hola').toString('base64')}` });
    expect(notImage.statusCode).toBe(400);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('PUT', '/api/teams/999999', team)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/teams/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/teams/abc', team)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/teams/99999999999')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/teams/-1')).statusCode).toBe(400);
  });
});

describe('matches', () => {
  // Played today: upcoming in the season holding today, whatever the day the test runs (decision 195).
  const match = {
    homeTeam: 'CB Llívia Sènior Masculí',
    awayTeam: 'CB Puigcerdà',
    matchDate: testToday(),
    matchTime: '18:30',
    venue: 'Pavelló Fòrum',
    category: 'Sènior Masculí',
  };

  it('creates a scheduled match without scores, ignoring a status sent on create', async () => {
    const res = await call('POST', '/api/matches', { ...match, status: 'completed', homeScore: 80 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...match, status: 'scheduled', homeScore: null, awayScore: null });
  });

  it('updates status and scores (whole form or only some fields), then deletes', async () => {
    const { id } = (await call('POST', '/api/matches', match)).json();
    const live = await call('PATCH', `/api/matches/${id}`, { ...match, status: 'live', homeScore: '10', awayScore: 8 });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'live', homeScore: 10, awayScore: 8 });
    const done = await call('PATCH', `/api/matches/${id}`, { status: 'completed', homeScore: 72, awayScore: 65 });
    expect(done.json()).toMatchObject({ ...match, status: 'completed', homeScore: 72, awayScore: 65 });
    const cleared = await call('PATCH', `/api/matches/${id}`, { status: 'scheduled', homeScore: '', awayScore: null });
    expect(cleared.json()).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null });
    const untouched = await call('PATCH', `/api/matches/${id}`, {});
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().venue).toBe(match.venue);
    const all = (await t.app.inject({ url: '/api/matches' })).json();
    expect(all.find((m: { id: number }) => m.id === id)).toMatchObject({ status: 'scheduled' });
    expect((await call('DELETE', `/api/matches/${id}`)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/matches/${id}`, { status: 'live' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/matches/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors', async () => {
    await expectFieldErrors('POST', '/api/matches', { ...match, category: 'Veterans' }, ['category']);
    await expectFieldErrors('POST', '/api/matches', { ...match, matchDate: '05/12/2026' }, ['matchDate']);
    await expectFieldErrors('POST', '/api/matches', { ...match, matchDate: '2026-02-30' }, ['matchDate']);
    await expectFieldErrors('POST', '/api/matches', { ...match, matchTime: '25:00' }, ['matchTime']);
    await expectFieldErrors('POST', '/api/matches', { ...match, homeTeam: ' ', awayTeam: undefined }, ['homeTeam', 'awayTeam']);
    await expectFieldErrors('POST', '/api/matches', { ...match, venue: '' }, ['venue']);
    const { id } = (await call('POST', '/api/matches', match)).json();
    await expectFieldErrors('PATCH', `/api/matches/${id}`, { status: 'finished' }, ['status']);
    await expectFieldErrors('PATCH', `/api/matches/${id}`, { homeScore: -3 }, ['homeScore']);
    await expectFieldErrors('PATCH', `/api/matches/${id}`, { awayScore: 1.5 }, ['awayScore']);
    await expectFieldErrors('PATCH', `/api/matches/${id}`, { awayScore: 100000 }, ['awayScore']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: { ...t.asAdmin(), 'content-type': 'application/json' },
      payload: '{"homeTeam": ',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('photos', () => {
  it('adds a photo from an uploaded /media image with its grid variant and size, lists it, deletes it', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...t.asAdmin(), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="image"; filename="final.png"\r\nContent-Type: image/png\r\n\r\n'),
        await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#123456' } }).png().toBuffer(),
        Buffer.from('\r\n--xyz--\r\n'),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const { imagePath } = upload.json();
    const res = await call('POST', '/api/photos', {
      title: 'Final de temporada',
      description: '',
      category: 'celebracions',
      imageUrl: imagePath,
      fileName: 'final.png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Final de temporada',
      description: null,
      category: 'celebracions',
      imageUrl: imagePath,
      thumbnailUrl: imagePath.replace('.jpg', '-sm.jpg'),
      width: 1200,
      height: 675,
      fileName: 'final.png',
    });
    expect(typeof res.json().uploadDate).toBe('string');
    const list = (await t.app.inject({ url: '/api/photos' })).json();
    expect(list[0].id).toBe(res.json().id);
    expect((await t.app.inject({ url: res.json().thumbnailUrl })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/photos/${res.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/photos/${res.json().id}`)).statusCode).toBe(404);
  });

  it('accepts an external URL (no variant) and a data URL (stored), and names the file from the title', async () => {
    const ext = await call('POST', '/api/photos', { title: 'Externa', category: 'altres', imageUrl: 'https://example.com/a.jpg' });
    expect(ext.statusCode).toBe(201);
    expect(ext.json()).toMatchObject({ thumbnailUrl: null, width: null, height: null, fileName: 'externa.jpg' });
    const data = await call('POST', '/api/photos', { title: 'Campus d’estiu 2025!', category: 'campus', imageUrl: await pngDataUrl(300, 200) });
    expect(data.statusCode).toBe(201);
    expect(data.json()).toMatchObject({ width: 300, height: 200, fileName: 'campus-d-estiu-2025.jpg' });
    expect(data.json().imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    const [row] = await t.database.db.select({ id: images.id }).from(images).where(eq(images.id, data.json().imageUrl.slice(7, 39)));
    expect(row).toBeDefined();
  });

  it('refuses bad input with field errors', async () => {
    const ok = { title: 'Foto', category: 'partits', imageUrl: 'https://example.com/a.jpg' };
    await expectFieldErrors('POST', '/api/photos', { ...ok, category: 'festa' }, ['category']);
    await expectFieldErrors('POST', '/api/photos', { ...ok, title: '' }, ['title']);
    await expectFieldErrors('POST', '/api/photos', { ...ok, imageUrl: '' }, ['imageUrl']);
    await expectFieldErrors('POST', '/api/photos', { ...ok, imageUrl: 'ftp://example.com/a.jpg' }, ['imageUrl']);
    const missing = await expectFieldErrors('POST', '/api/photos', { ...ok, imageUrl: `/media/${'0'.repeat(32)}.jpg` }, ['imageUrl']);
    expect(missing.message).toMatch(/no existeix/);
    expect((await call('DELETE', '/api/photos/abc')).statusCode).toBe(400);
  });
});

describe('contact messages inbox', () => {
  it('lists newest first, marks read and unread, deletes', async () => {
    const sent = [];
    for (const name of ['Primer', 'Segon']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, surname: 'Prova', email: 'a@example.com', subject: 'general', message: '<img src=x onerror=alert(1)>' },
      });
      expect(res.statusCode).toBe(201);
      sent.push(res.json().id);
    }
    await t.database.db.update(contactMessages).set({ createdAt: new Date('2025-01-01T10:00:00Z') }).where(eq(contactMessages.id, sent[0]));
    const list = await call('GET', '/api/contact-messages');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const items = list.json();
    expect(items.map((m: { name: string }) => m.name).slice(0, 2)).toEqual(['Segon', 'Primer']);
    expect(items[0]).toMatchObject({ surname: 'Prova', email: 'a@example.com', phone: null, subject: 'general', readAt: null, message: '<img src=x onerror=alert(1)>' });

    const read = await call('PATCH', `/api/contact-messages/${sent[1]}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).toEqual(expect.any(String));
    const again = await call('PATCH', `/api/contact-messages/${sent[1]}`, { read: true });
    expect(again.json().readAt).toBe(read.json().readAt);
    const unread = await call('PATCH', `/api/contact-messages/${sent[1]}`, { read: false });
    expect(unread.json().readAt).toBeNull();

    expect((await call('DELETE', `/api/contact-messages/${sent[0]}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/contact-messages/${sent[0]}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/contact-messages/${sent[0]}`, { read: true })).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    await expectFieldErrors('PATCH', '/api/contact-messages/1', { read: 'sí' }, ['read']);
    await expectFieldErrors('PATCH', '/api/contact-messages/1', {}, ['read']);
    expect((await call('PATCH', '/api/contact-messages/x', { read: true })).statusCode).toBe(400);
  });
});
