import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DbOrTx } from '#server/db/client.ts';
import { images } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { WorkQueue } from '#server/features/media/work-queue.ts';
import { defineErrors } from '#shared/errors.ts';

/** DESIGN rule 6: every image is decoded, re-encoded as JPEG q80 (≤ 1200 px) plus a grid variant, metadata gone. */
export const imageLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  /** Each side too (docs/decisions/017): a 1 × 49 000 000 PNG is 95 KB, under the pixel cap, and took 8–10 s. */
  maxSide: 12_000,
  longestSide: 1200,
  smallSide: 480,
  /** Images decoded at once in this process; the rest wait (a decode holds up to ~170 MB and a libuv thread). */
  maxRunning: 2,
  /** Uploads that may wait for a slot; one more is answered 503 at once. */
  maxWaiting: 8,
} as const;

/** The body limit of a form that may carry its image as a data URL: up to `maxBytes` of image, base64, and the rest. */
export const imageFormBodyLimit = 15 * 1024 * 1024;

export const imageMessages = defineErrors(
  'image',
  {
    invalid: 'Error pujant la imatge: el fitxer no és una imatge vàlida (JPG, PNG, GIF o WebP).',
    tooLarge: 'Error pujant la imatge: la imatge és massa gran (màxim 10 MB).',
    tooManyPixels: 'Error pujant la imatge: la imatge té massa píxels (màxim 50 megapíxels).',
    tooLong: 'Error pujant la imatge: un costat de la imatge fa més de 12.000 píxels.',
    busy: 'Error pujant la imatge: el servidor està processant massa imatges alhora. Torneu-ho a provar d’aquí a un moment.',
  },
  'backOffice',
);

// libvips' operation cache keeps up to 50 MB of decoded pixels for reuse; every upload is a different image, so it
// only raised the peak (8 parallel 7000×7000 progressive JPEGs: ~0.8 GB with it, ~0.5 GB without; decision 017).
sharp.cache(false);
// One libvips thread per image (default: one per core). Each extra thread got its own glibc malloc arena that kept
// ~15 MB after the demo seed's renders (~120 MB resident for nothing); two images still run at once (decision 186).
sharp.concurrency(1);

/** Every decode in this process goes through here (docs/decisions/017-image-limits-and-queue.md). */
export const imageQueue = new WorkQueue(imageLimits.maxRunning, imageLimits.maxWaiting);

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type StoredImage = { id: string; url: string; thumbnailUrl: string; width: number; height: number };

type Encoded = { bytes: Buffer; width: number; height: number };

async function encode(input: Buffer, side: number, quality: number): Promise<Encoded> {
  const { data, info } = await sharp(input, { limitInputPixels: imageLimits.maxPixels, failOn: 'error' })
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export async function processImage(input: Buffer): Promise<{ large: Encoded; small: Encoded }> {
  if (input.length === 0) throw new HttpError(400, imageMessages.invalid);
  if (input.length > imageLimits.maxBytes) throw new HttpError(413, imageMessages.tooLarge);
  // The header alone (no decoding) decides format and size, so a hostile file is refused before it costs anything.
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new HttpError(400, imageMessages.invalid);
  }
  if (!format || !acceptedFormats.has(format)) throw new HttpError(400, imageMessages.invalid);
  if (width * height > imageLimits.maxPixels) throw new HttpError(413, imageMessages.tooManyPixels);
  if (width > imageLimits.maxSide || height > imageLimits.maxSide) throw new HttpError(413, imageMessages.tooLong);
  return imageQueue.run(
    async () => {
      try {
        const large = await encode(input, imageLimits.longestSide, 80);
        const small = await encode(large.bytes, imageLimits.smallSide, 72);
        return { large, small };
      } catch {
        throw new HttpError(400, imageMessages.invalid);
      }
    },
    () => new HttpError(503, imageMessages.busy),
  );
}

export const mediaUrl = (id: string, small = false) => `/media/${id}${small ? '-sm' : ''}.jpg`;

/** Runs the pipeline and stores the result; the id is the content hash, so the same image is stored once. */
export async function storeImage(db: DbOrTx, input: Buffer): Promise<StoredImage> {
  const { large, small } = await processImage(input);
  const id = createHash('sha256').update(large.bytes).digest('hex').slice(0, 32);
  await db
    .insert(images)
    .values({
      id,
      contentType: 'image/jpeg',
      width: large.width,
      height: large.height,
      bytes: large.bytes,
      smallWidth: small.width,
      smallHeight: small.height,
      smallBytes: small.bytes,
    })
    .onConflictDoNothing();
  return { id, url: mediaUrl(id), thumbnailUrl: mediaUrl(id, true), width: large.width, height: large.height };
}

const dataUrlPattern = /^data:image\/[a-z0-9.+-]+;base64,/i;

/**
 * An image reference from a JSON payload: a data URL goes through the pipeline and becomes its /media path;
 * anything else (a URL, a /media path, an assets alias) is kept as given.
 */
export async function resolveImageRef(db: DbOrTx, value: string): Promise<string> {
  if (!dataUrlPattern.test(value)) return value;
  const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
  return (await storeImage(db, bytes)).url;
}
