import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { photos } from '#server/db/schema.ts';

export async function listPhotos(db: DbOrTx) {
  const rows = await db
    .select({
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
    })
    .from(photos)
    .orderBy(desc(photos.uploadDate), desc(photos.id));
  return rows.map((row) => ({ ...row, uploadDate: row.uploadDate.toISOString() }));
}
