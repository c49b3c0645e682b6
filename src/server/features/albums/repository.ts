import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { albums } from '#server/db/schema.ts';
import type { Album, AlbumCursor } from '#shared/schemas/album.ts';

/** "/media/<id>.jpg" → its grid variant "/media/<id>-sm.jpg"; any other URL as it is. */
function gridVariant(url: string): string {
  return url.replace(/^(\/media\/[a-f0-9]{32})\.jpg$/, '$1-sm.jpg');
}

/*
 * Each album with its photo count and its newest photo's grid image (photos_album_idx: album_id, upload_date). The
 * chosen cover, when there is one, wins over the newest photo. (Written out qualified: Drizzle leaves a one-table
 * select's columns bare, and in these subqueries "id" would be the photo's.)
 */
const photoCount = sql<number>`(select count(*)::int from "photos" p where p."album_id" = "albums"."id")`;
const newestImage = sql<string | null>`(select coalesce(p."thumbnail_url", p."image_url") from "photos" p
  where p."album_id" = "albums"."id" order by p."upload_date" desc, p."id" desc limit 1)`;

const albumColumns = {
  id: albums.id,
  title: albums.title,
  albumDate: albums.albumDate,
  description: albums.description,
  coverImageUrl: albums.coverImageUrl,
  photoCount,
  newestImage,
};

type AlbumRow = { id: number; title: string; albumDate: string; description: string | null; coverImageUrl: string | null; photoCount: number; newestImage: string | null };

const toAlbum = ({ newestImage: newest, ...row }: AlbumRow): Album => ({
  ...row,
  photoCount: Number(row.photoCount),
  coverUrl: row.coverImageUrl ? gridVariant(row.coverImageUrl) : newest,
});

/** One page of albums, newest first (album date, then id; albums_date_idx). */
export async function listAlbumPage(db: DbOrTx, limit: number, before?: AlbumCursor): Promise<Album[]> {
  const rows = await db
    .select(albumColumns)
    .from(albums)
    .where(before ? sql`(${albums.albumDate}, ${albums.id}) < (${before.date}::date, ${before.id}::integer)` : undefined)
    .orderBy(desc(albums.albumDate), desc(albums.id))
    .limit(limit);
  return rows.map(toAlbum);
}

export async function findAlbum(db: DbOrTx, id: number): Promise<Album | undefined> {
  const [row] = await db.select(albumColumns).from(albums).where(eq(albums.id, id)).limit(1);
  return row ? toAlbum(row) : undefined;
}
