import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { albums, images, photos } from '#server/db/schema.ts';
import { mediaUrl, storeImage } from '#server/features/media/pipeline.ts';
import { photoColumns, toPhoto } from '#server/features/photos/repository.ts';
import { badRequest } from '#server/http-error.ts';
import type { Photo, photoInputSchema } from '#shared/schemas/photo.ts';
import { defineErrors } from '#shared/errors.ts';

type PhotoValues = z.output<typeof photoInputSchema>;
type ResolvedImage = { imageUrl: string; thumbnailUrl: string | null; width: number | null; height: number | null };

const mediaPath = /^\/media\/([a-f0-9]{32})\.jpg$/;
const dataUrl = /^data:image\//i;
const photoErrors = defineErrors(
  'photoImage',
  { missing: 'La imatge no existeix. Torneu-la a pujar.', unknownAlbum: 'Aquest àlbum no existeix.' },
  'backOffice',
);
const missingImage = photoErrors.missing;

/** A stored image gets its grid variant and size (DESIGN rule 9); a data URL is stored first; a URL is kept as is. */
async function resolvePhotoImage(db: DbOrTx, ref: string): Promise<ResolvedImage> {
  if (dataUrl.test(ref)) {
    const stored = await storeImage(db, Buffer.from(ref.slice(ref.indexOf(',') + 1), 'base64'));
    return { imageUrl: stored.url, thumbnailUrl: stored.thumbnailUrl, width: stored.width, height: stored.height };
  }
  const match = mediaPath.exec(ref);
  if (!match) return { imageUrl: ref, thumbnailUrl: null, width: null, height: null };
  const [row] = await db
    .select({ width: images.width, height: images.height })
    .from(images)
    .where(eq(images.id, match[1]!))
    .limit(1);
  if (!row) throw badRequest(missingImage, { imageUrl: [missingImage] });
  return { imageUrl: ref, thumbnailUrl: mediaUrl(match[1]!, true), width: row.width, height: row.height };
}

/** "Final de temporada 2024!" → "final-de-temporada-2024.jpg" */
export function fileNameFromTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'foto'}.jpg`;
}

const unknownAlbum = photoErrors.unknownAlbum;

export async function createPhoto(db: DbOrTx, input: PhotoValues): Promise<Photo> {
  if (input.albumId !== null) {
    const [album] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, input.albumId)).limit(1);
    if (!album) throw badRequest(unknownAlbum, { albumId: [unknownAlbum] });
  }
  const image = await resolvePhotoImage(db, input.imageUrl);
  const [row] = await db
    .insert(photos)
    .values({
      title: input.title,
      description: input.description,
      category: input.category,
      albumId: input.albumId,
      fileName: input.fileName ?? fileNameFromTitle(input.title),
      ...image,
    })
    .returning(photoColumns);
  return toPhoto(row!);
}

export async function deletePhoto(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(photos).where(eq(photos.id, id)).returning({ id: photos.id });
  return rows.length > 0;
}
