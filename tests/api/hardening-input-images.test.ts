import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { images } from '#server/db/schema.ts';
import { imageLimits, imageMessages, imageQueue, storeImage } from '#server/features/media/pipeline.ts';
import { tsEntry } from '../helpers/process.ts';

/**
 * Issue 10, item 17: a 95 KB PNG of 1 × 49 000 000 pixels took 10 s; 8 progressive 7000×7000 JPEGs took 836 MB.
 * Each side is limited as well as the pixel count, and at most two images are decoded at once (docs/decisions/017).
 */
const t = withTestApp({ signedIn: true });

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A black 8-bit greyscale PNG written by hand: 1 × 49 000 000 px is 95 KB. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

function multipart(bytes: Buffer) {
  const boundary = '----prova17ImatgesHostils';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const countImages = async () => t.database.db.$count(images);

/** A 49-megapixel progressive JPEG of 0.3 MB (allowed: under 50 MP and 12 000 px a side), made once. */
let big: Promise<Buffer> | undefined;
const bigProgressiveJpeg = () =>
  (big ??= sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3366cc' } })
    .composite([{ input: Buffer.from('<svg width="3000" height="3000"><circle cx="1500" cy="1500" r="1400" fill="#f97316"/></svg>'), top: 2000, left: 2000 }])
    .jpeg({ progressive: true, quality: 90 })
    .toBuffer());

describe('hostile images (issue 10, item 17)', () => {
  it('refuses the 95 KB PNG of 1 × 49 000 000 pixels with 413 and a clear message in under a second', async () => {
    const png = greyPng(1, 49_000_000);
    expect(png.length).toBeLessThan(100 * 1024);
    const before = await countImages();
    const body = multipart(png);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...t.asAdmin(), ...body.headers },
      payload: body.payload,
    });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(imageMessages.tooLong.message);
    expect(res.json().message).toMatch(/^Error pujant la imatge: .*12\.000 píxels/);
    expect(ms).toBeLessThan(1000);
    expect(await countImages()).toBe(before);
  });

  it('limits each side at 12 000 px: one pixel more is refused, the limit itself is accepted', async () => {
    await expect(storeImage(t.database.db, greyPng(imageLimits.maxSide + 1, 1))).rejects.toMatchObject({ statusCode: 413 });
    await expect(storeImage(t.database.db, greyPng(1, imageLimits.maxSide + 1))).rejects.toMatchObject({ statusCode: 413 });
    const ok = await storeImage(t.database.db, greyPng(imageLimits.maxSide, 2));
    expect(ok.width).toBe(1200);
  });

  it('never decodes more than two images at once, however many arrive together', async () => {
    const photos = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 20 * i, g: 90, b: 200 } } })
          .jpeg({ progressive: true })
          .toBuffer(),
      ),
    );
    // Counted from outside the queue: every sharp pipeline that is encoding right now.
    let inFlight = 0;
    let most = 0;
    const original = sharp.prototype.toBuffer;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: unknown, ...args: unknown[]) {
      inFlight++;
      most = Math.max(most, inFlight);
      const done = () => {
        inFlight--;
      };
      const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      result.then(done, done);
      return result as never;
    });
    try {
      const stored = await Promise.all(photos.map((p) => storeImage(t.database.db, p)));
      expect(stored).toHaveLength(8);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(2);
    expect(imageQueue.running).toBe(0);
    expect(imageQueue.waiting).toBe(0);
  });

  it('queues at most eight uploads behind the two running; one more is answered 503 in Catalan at once', async () => {
    const photo = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#123456' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const n = imageLimits.maxRunning + imageLimits.maxWaiting + 3;
    const started = performance.now();
    const settled: { status: number; ms: number }[] = [];
    await Promise.all(
      Array.from({ length: n }, () =>
        storeImage(t.database.db, photo).then(
          () => settled.push({ status: 200, ms: performance.now() - started }),
          (err: { statusCode: number; message: string }) => {
            expect(err.message).toBe(imageMessages.busy.message);
            settled.push({ status: err.statusCode, ms: performance.now() - started });
          },
        ),
      ),
    );
    const busy = settled.filter((r) => r.status === 503);
    const ok = settled.filter((r) => r.status === 200);
    expect(busy).toHaveLength(3);
    expect(ok).toHaveLength(n - 3);
    // The refused ones did not wait for anyone's decode.
    expect(Math.max(...busy.map((r) => r.ms))).toBeLessThan(Math.min(...ok.map((r) => r.ms)));
  });

  it('leaves the thread pool to file reads while four large images are processed', { timeout: 120_000 }, async () => {
    const jpeg = await bigProgressiveJpeg();
    const waits: number[] = [];
    let busy = true;
    const reader = (async () => {
      while (busy) {
        const started = performance.now();
        await readFile('package.json');
        waits.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.all(Array.from({ length: 4 }, () => storeImage(t.database.db, jpeg)));
    busy = false;
    await reader;
    // Before: four decodes took all four libuv threads and a file read waited 3.3 s (decision 017).
    expect(Math.max(...waits)).toBeLessThan(1000);
  });

  it(
    'keeps memory bounded: 8 progressive 7000×7000 JPEGs at once stay far below the 1.2 GB they took before',
    { timeout: 120_000 },
    async () => {
      const dir = path.resolve('.tmp', `images-${process.pid}`);
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, 'progressive-7000.jpg');
      const jpeg = await bigProgressiveJpeg();
      expect(jpeg.length).toBeLessThan(imageLimits.maxBytes);
      writeFileSync(file, jpeg);
      const { stdout } = await promisify(execFile)(process.execPath, tsEntry('tests/helpers/image-memory-probe.ts', file, '8'), {
        timeout: 110_000,
      });
      const { ok, peakDeltaMB } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { ok: number; peakDeltaMB: number };
      expect(ok).toBe(8);
      // Measured (docs/decisions/017): ~1.2 GB above the start before; 0.35–0.5 GB with two at once and no cache.
      expect(peakDeltaMB).toBeLessThan(700);
    },
  );
});
