import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { photos } from '#server/db/schema.ts';
import type { Photo, PhotoCursor } from '#shared/schemas/photo.ts';

/** The columns a photo is answered with (the list and the admin's create). */
export const photoColumns = {
  id: photos.id,
  title: photos.title,
  description: photos.description,
  imageUrl: photos.imageUrl,
  thumbnailUrl: photos.thumbnailUrl,
  width: photos.width,
  height: photos.height,
  category: photos.category,
  uploadDate: photos.uploadDate,
  fileName: photos.fileName,
  albumId: photos.albumId,
};

type PhotoRow = { [K in keyof typeof photoColumns]: (typeof photos.$inferSelect)[K] };

export const toPhoto = (row: PhotoRow): Photo => ({ ...row, uploadDate: row.uploadDate.toISOString() });

/** One page of photos, newest first: which album (an id, or 'none'), which category, after which photo, how many. */
export type PhotoPage = { album?: number | 'none' | undefined; category?: string | undefined; before?: PhotoCursor | undefined; limit: number };

/*
 * The order is (upload time to the millisecond, id), newest first: the same time the answer carries (an ISO string
 * has milliseconds, the column microseconds), so the cursor made from the last photo received compares exactly, and a
 * photo added between two pages neither repeats nor hides one.
 */
const uploadMs = sql`date_trunc('milliseconds', ${photos.uploadDate})`;

export async function listPhotoPage(db: DbOrTx, page: PhotoPage): Promise<Photo[]> {
  const conditions: (SQL | undefined)[] = [
    page.album === 'none' ? isNull(photos.albumId) : page.album !== undefined ? eq(photos.albumId, page.album) : undefined,
    page.category ? eq(photos.category, page.category) : undefined,
    page.before ? sql`(${uploadMs}, ${photos.id}) < (${page.before.at}::timestamptz, ${page.before.id}::integer)` : undefined,
  ];
  const rows = await db
    .select(photoColumns)
    .from(photos)
    .where(and(...conditions))
    .orderBy(desc(uploadMs), desc(photos.id))
    .limit(page.limit);
  return rows.map(toPhoto);
}
