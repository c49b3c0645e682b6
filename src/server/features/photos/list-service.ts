import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { albums } from '#server/db/schema.ts';
import { listPhotoPage } from '#server/features/photos/repository.ts';
import { badRequest } from '#server/http-error.ts';
import { type Photo, type PhotoListQuery, photoPageSize, photoQueryMessages } from '#shared/schemas/photo.ts';

/**
 * GET /api/photos (decision 159): one bounded page. `key` names its copy in the public cache — the first page of a
 * filter (album, category, limit: all validated and bounded) — or is undefined for a deeper page, whose cursors an
 * outsider could multiply without end.
 */
export type PhotoAnswer = { key: string | undefined; load: () => Promise<Photo[]> };

export async function photoList(app: FastifyInstance, query: PhotoListQuery): Promise<PhotoAnswer> {
  const { album, category, before } = query;
  if (typeof album === 'number') {
    const [row] = await app.db.select({ id: albums.id }).from(albums).where(eq(albums.id, album)).limit(1);
    if (!row) throw badRequest(photoQueryMessages.unknownAlbum, { album: [photoQueryMessages.unknownAlbum] });
  }
  const limit = query.limit ?? photoPageSize.default;
  const load = () => listPhotoPage(app.db, { album, category, before, limit });
  const key = before === undefined ? `photos|${album ?? ''}|${category ?? ''}|${limit}` : undefined;
  return { key, load };
}
