import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { photos } from '#server/db/schema.ts';
import { type Album, albumCursor } from '#shared/schemas/album.ts';
import { type Photo, photoCursor, photoPageSize } from '#shared/schemas/photo.ts';

const t = withTestApp({ signedIn: true });

const specFields = ['id', 'title', 'description', 'imageUrl', 'category', 'uploadDate', 'fileName'];

async function createAlbum(title: string, albumDate: string): Promise<Album> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/albums',
    headers: t.asAdmin(),
    payload: { title, albumDate, description: null, coverImageUrl: null },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createPhoto(title: string, albumId: number | null, category = 'partits'): Promise<Photo> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: t.asAdmin(),
    payload: { title, category, imageUrl: `https://example.com/${encodeURIComponent(title)}.jpg`, albumId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe('albums', () => {
  it('lists albums newest first, paged by a cursor, each with its cover and photo count', async () => {
    const old = await createAlbum('Temporada 2023', '2023-09-01');
    const mid = await createAlbum('Temporada 2024', '2024-09-01');
    const sameDay = await createAlbum('Temporada 2024 bis', '2024-09-01');
    const newest = await createAlbum('Temporada 2025', '2025-09-01');
    const p1 = await createPhoto('mid 1', mid.id);
    const p2 = await createPhoto('mid 2', mid.id);

    const first = await get<Album[]>('/api/albums?limit=2');
    expect(first.map((a) => a.id)).toEqual([newest.id, sameDay.id]);
    const second = await get<Album[]>(`/api/albums?limit=2&before=${albumCursor(first.at(-1)!)}`);
    expect(second.map((a) => a.id)).toEqual([mid.id, old.id]);
    expect(second[0]).toMatchObject({ photoCount: 2, coverUrl: p2.imageUrl, coverImageUrl: null });
    expect(second[1]).toMatchObject({ photoCount: 0, coverUrl: null });

    // The admin's cover must be one of the album's photos; it then stands for the album.
    const put = (coverImageUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/albums/${mid.id}`,
        headers: t.asAdmin(),
        payload: { title: 'Temporada 2024', albumDate: '2024-09-01', description: 'Bons records', coverImageUrl },
      });
    const foreign = await put('https://example.com/una-altra.jpg');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.coverImageUrl).toBeDefined();
    const ok = await put(p1.imageUrl);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ coverImageUrl: p1.imageUrl, coverUrl: p1.imageUrl, description: 'Bons records' });
    expect(await get<Album>(`/api/albums/${mid.id}`)).toEqual(ok.json());
    expect((await t.app.inject({ url: '/api/albums/999999' })).statusCode).toBe(404);
  });

  it('pages the photos of an album with a stable cursor while photos are added', async () => {
    const album = await createAlbum('Cursor', '2022-01-01');
    const other = await createAlbum('Un altre', '2022-01-02');
    const made: Photo[] = [];
    for (let i = 0; i < 7; i++) made.push(await createPhoto(`cursor ${i}`, album.id));
    await createPhoto('fora', other.id);
    // Two photos uploaded in the same millisecond: the id decides.
    const same = new Date('2020-01-01T10:00:00.123Z');
    const twins = await t.database.db
      .insert(photos)
      .values([0, 1].map((i) => ({ title: `bessona ${i}`, imageUrl: 'https://example.com/b.jpg', category: 'altres', fileName: 'b.jpg', uploadDate: same, albumId: album.id })))
      .returning({ id: photos.id });

    const seen: number[] = [];
    let page = await get<Photo[]>(`/api/photos?album=${album.id}&limit=3`);
    while (page.length > 0) {
      seen.push(...page.map((p) => p.id));
      // Someone uploads into the album between two pages: it is newer, so it never enters a later page.
      await createPhoto(`nova ${seen.length}`, album.id);
      page = await get<Photo[]>(`/api/photos?album=${album.id}&limit=3&before=${encodeURIComponent(photoCursor(page.at(-1)!))}`);
    }
    const expected = [...made.map((p) => p.id).reverse(), ...twins.map((x) => x.id).sort((a, b) => b - a)];
    expect(seen).toEqual(expected);
  });

  it('answers GET /api/photos without parameters as a bounded newest page of SPEC-shaped photos', async () => {
    for (let i = 0; i < photoPageSize.default + 3; i++) await createPhoto(`massa ${i}`, null, 'altres');
    const list = await get<Photo[]>('/api/photos');
    expect(list).toHaveLength(photoPageSize.default);
    for (const p of list) {
      for (const field of specFields) expect(p).toHaveProperty(field);
      expect(p).toHaveProperty('albumId');
    }
    expect(list[0]!.title).toBe(`massa ${photoPageSize.default + 2}`);
    const times = list.map((p) => Date.parse(p.uploadDate));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await get<Photo[]>('/api/photos?limit=5')).toEqual(list.slice(0, 5));
  });

  it('filters photos without an album and by category', async () => {
    const album = await createAlbum('Filtres', '2021-01-01');
    const loose = await createPhoto('solta', null, 'campus');
    const inAlbum = await createPhoto('dins', album.id, 'campus');
    const none = await get<Photo[]>(`/api/photos?album=none&limit=${photoPageSize.max}`);
    expect(none.every((p) => p.albumId === null)).toBe(true);
    expect(none.map((p) => p.id)).toContain(loose.id);
    const campus = await get<Photo[]>('/api/photos?category=campus');
    expect(campus.map((p) => p.id)).toEqual([inAlbum.id, loose.id]);
    expect(await get<Photo[]>(`/api/photos?album=${album.id}&category=partits`)).toEqual([]);
  });

  it('keeps the photos of a deleted album, without an album', async () => {
    const album = await createAlbum('Per esborrar', '2020-05-05');
    const a = await createPhoto('queda 1', album.id);
    const b = await createPhoto('queda 2', album.id);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/albums/${album.id}`, headers: t.asAdmin() });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/albums/${album.id}`, headers: t.asAdmin() })).statusCode).toBe(404);
    const albums = await get<Album[]>(`/api/albums?limit=48`);
    expect(albums.map((x) => x.id)).not.toContain(album.id);
    const none = await get<Photo[]>(`/api/photos?album=none&limit=${photoPageSize.max}`);
    expect(none.filter((p) => p.id === a.id || p.id === b.id).map((p) => p.albumId)).toEqual([null, null]);
    const gone = await t.app.inject({ url: `/api/photos?album=${album.id}` });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe('Aquest àlbum no existeix.');
  });

  it('refuses a photo for an album that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: t.asAdmin(),
      payload: { title: 'perduda', category: 'altres', imageUrl: 'https://example.com/p.jpg', albumId: 2_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.albumId).toBeDefined();
  });

  it('answers bad parameters with a Catalan 400, never a 5xx', async () => {
    for (const url of [
      '/api/photos?album=abc',
      '/api/photos?album=0',
      '/api/photos?album=99999999999',
      '/api/photos?category=gats',
      '/api/photos?limit=49',
      '/api/photos?limit=0',
      '/api/photos?before=2026-01-01_1',
      '/api/photos?before=2026-13-01T00:00:00.000Z_1',
      '/api/albums?limit=100',
      '/api/albums?before=ahir',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(Object.values(body.fieldErrors ?? {}).flat().join(' ') || body.message, url).toMatch(/invàlid|entre|Tria/i);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/photos', '/api/albums'),
        fc.constantFrom('album', 'category', 'before', 'limit'),
        fc.string({ maxLength: 60 }),
        async (path, name, value) => {
          const res = await t.app.inject({ url: `${path}?${name}=${encodeURIComponent(value)}` });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode === 400) expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps album writes for the admin', async () => {
    const payload = { title: 'x', albumDate: '2024-01-01', description: null, coverImageUrl: null };
    expect((await t.app.inject({ method: 'POST', url: '/api/albums', payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/albums/1', payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/albums/1' })).statusCode).toBe(401);
  });
});
