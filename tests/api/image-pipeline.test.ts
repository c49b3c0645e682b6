import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { images } from '#server/db/schema.ts';
import { resolveImageRef, storeImage } from '#server/features/media/pipeline.ts';

const t = withTestApp();

const countImages = async () => (await t.database.db.select({ id: images.id }).from(images)).length;

async function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 27/1 0/1' } })
    .toBuffer();
}

describe('the image pipeline (DESIGN rule 6)', () => {
  it('re-encodes a large photo as JPEG ≤ 1200 px with no metadata, plus a grid variant, served from /media', async () => {
    const input = await photoWithGps(3000, 2000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(t.database.db, input);
    expect(stored.width).toBe(1200);
    expect(stored.height).toBe(800);
    const res = await t.app.inject({ url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const small = await t.app.inject({ url: stored.thumbnailUrl });
    expect(Math.max((await sharp(small.rawPayload).metadata()).width!)).toBeLessThanOrEqual(480);
  });

  it('stores the same image once', async () => {
    const input = await photoWithGps(640, 480);
    const a = await storeImage(t.database.db, input);
    const before = await countImages();
    const b = await storeImage(t.database.db, input);
    expect(b.id).toBe(a.id);
    expect(await countImages()).toBe(before);
  });

  it('re-encodes a PNG named as anything, and never stores what was sent', async () => {
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const stored = await storeImage(t.database.db, png);
    const res = await t.app.inject({ url: stored.url });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(Buffer.compare(res.rawPayload, png)).not.toBe(0);
  });

  it.each([
    ['a zero-byte file', () => Promise.resolve(Buffer.alloc(0)), 400],
    ['a text file', () => Promise.resolve(Buffer.from('això no és una imatge')), 400],
    [
      'an SVG with a script',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')),
      400,
    ],
    [
      'a truncated JPEG',
      async () => {
        const full = await photoWithGps(800, 600);
        return full.subarray(0, Math.floor(full.length / 2));
      },
      400,
    ],
    [
      'a 60-megapixel image',
      () => sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer(),
      413,
    ],
  ])('refuses %s and stores nothing', async (_name, make, status) => {
    const before = await countImages();
    await expect(storeImage(t.database.db, await make())).rejects.toMatchObject({ statusCode: status });
    expect(await countImages()).toBe(before);
  });

  it('turns a data URL in a payload into a /media path and keeps other references as given', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } }).png().toBuffer();
    const ref = await resolveImageRef(t.database.db, `data:image/png;base64,${png.toString('base64')}`);
    expect(ref).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    expect(await resolveImageRef(t.database.db, 'https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    await expect(resolveImageRef(t.database.db, 'data:image/png;base64,AAAA')).rejects.toMatchObject({ statusCode: 400 });
  });
});
