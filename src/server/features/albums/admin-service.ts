import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { albums, photos } from '#server/db/schema.ts';
import { findAlbum } from '#server/features/albums/repository.ts';
import { badRequest, notFound } from '#server/http-error.ts';
import { type Album, type AlbumValues, albumMessages } from '#shared/schemas/album.ts';

/** A cover must be the image of one of the album's own photos (a new album has none yet: no cover). */
async function checkCover(db: DbOrTx, albumId: number | undefined, cover: string | null) {
  if (cover === null) return;
  const [row] =
    albumId === undefined
      ? []
      : await db
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.albumId, albumId), eq(photos.imageUrl, cover)))
          .limit(1);
  if (!row) throw badRequest(albumMessages.cover, { coverImageUrl: [albumMessages.cover] });
}

export async function createAlbum(db: DbOrTx, input: AlbumValues): Promise<Album> {
  await checkCover(db, undefined, input.coverImageUrl);
  const [row] = await db.insert(albums).values(input).returning({ id: albums.id });
  return (await findAlbum(db, row!.id))!;
}

export async function updateAlbum(db: DbOrTx, id: number, input: AlbumValues): Promise<Album> {
  if (!(await findAlbum(db, id))) throw notFound(albumMessages.notFound);
  await checkCover(db, id, input.coverImageUrl);
  await db.update(albums).set(input).where(eq(albums.id, id));
  return (await findAlbum(db, id))!;
}

/** Deleting an album keeps its photos: they stay in the gallery without an album (the foreign key sets null). */
export async function deleteAlbum(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(albums).where(eq(albums.id, id)).returning({ id: albums.id });
  return rows.length > 0;
}
