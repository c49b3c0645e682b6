import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs } from '../helpers/admin.ts';

let t: TestApp;
let s: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  await addAdmin(t.database.db);
  s = await loginAs(t.app);
});
afterAll(() => t.close());

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----prova7MA4YWxkTrZu0gW';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const upload = (body: ReturnType<typeof multipart>, session: AdminSession | null = s) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: { ...(session ? asAdmin(session) : {}), ...body.headers },
    payload: body.payload,
  });

/** A 3000×2000 JPEG from a camera: EXIF with GPS position, camera make and an orientation. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3b82f6' } })
    .composite([{ input: Buffer.from('<svg width="400" height="300"><rect width="400" height="300" fill="#f97316"/></svg>'), top: 100, left: 100 }])
    .jpeg({ quality: 95 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'CameraCo', Model: 'Prova 1', Copyright: 'Família Puig' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '42/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '1/1 58/1 0/1',
        },
      },
    })
    .toBuffer();
}

describe('POST /api/upload-image', () => {
  it('re-encodes a camera photo: longest side 1200 px, JPEG, no EXIF or GPS, plus a grid variant', async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before.width).toBe(3000);
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('CameraCo'))).toBe(true);

    const res = await upload(multipart('image', 'IMG_0001.jpg', 'image/jpeg', original));
    expect(res.statusCode).toBe(200);
    const { imagePath, thumbnailPath, width, height } = res.json();
    expect(imagePath).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
    expect({ width, height }).toEqual({ width: 1200, height: 800 });

    const served = await t.app.inject({ url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeDefined();
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('CameraCo'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);

    const small = await t.app.inject({ url: thumbnailPath });
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect(Math.max(smallMeta.width!, smallMeta.height!)).toBeLessThan(1200);
    expect(smallMeta.exif).toBeUndefined();
  });

  it('refuses a text file named .jpg with 400 and a Catalan message', async () => {
    const res = await upload(multipart('image', 'foto.jpg', 'image/jpeg', Buffer.from('Això no és cap imatge.\n'.repeat(50))));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Error pujant la imatge/);
  });

  it('refuses 11 MB with 413', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    const res = await upload(multipart('image', 'gran.jpg', 'image/jpeg', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/massa gran/);
  });

  it('refuses a pixel flood (more than 50 megapixels) without decoding it', async () => {
    // A tiny PNG whose header claims 20000×20000 pixels (400 MP): refused from the header alone.
    const flood = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    flood.writeUInt32BE(20_000, 16);
    flood.writeUInt32BE(20_000, 20);
    flood.writeUInt32BE(crc32(flood.subarray(12, 29)), 29);
    expect((await sharp(flood, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const res = await upload(multipart('image', 'flood.png', 'image/png', flood));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/megapíxels/);
  });

  it('refuses a missing field, another field name, or a non-multipart body with 4xx', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const wrongField = await upload(multipart('file', 'a.png', 'image/png', png));
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload-image', headers: asAdmin(s), payload: { image: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const empty = await upload(multipart('image', 'buit.jpg', 'image/jpeg', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
  });

  it('needs a session (401) and a same-site request (403)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(multipart('image', 'a.png', 'image/png', png), null)).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { cookie: s.cookie, origin: 'https://evil.example', ...multipart('image', 'a.png', 'image/png', png).headers },
      payload: multipart('image', 'a.png', 'image/png', png).payload,
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
