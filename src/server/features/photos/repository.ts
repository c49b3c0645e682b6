import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { photos } from '#server/db/schema.ts';
import type { Photo } from '#shared/schemas/photo.ts';

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
};

type PhotoRow = { [K in keyof typeof photoColumns]: (typeof photos.$inferSelect)[K] };

export const toPhoto = (row: PhotoRow): Photo => ({ ...row, uploadDate: row.uploadDate.toISOString() });

export async function listPhotos(db: DbOrTx): Promise<Photo[]> {
  const rows = await db.select(photoColumns).from(photos).orderBy(desc(photos.uploadDate), desc(photos.id));
  return rows.map(toPhoto);
}
