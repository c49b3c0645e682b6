import type { FastifyInstance } from 'fastify';
import { albums, photos } from '#server/db/schema.ts';
import { listPhotoPage } from '#server/features/photos/repository.ts';
import { badRequest } from '#server/http-error.ts';
import { photoCursor } from '#shared/list-pages.ts';
import { type Photo, type PhotoListQuery, photoPageSize, photoQueryMessages } from '#shared/schemas/photo.ts';

/**
 * GET /api/photos (decision 159): one bounded page, served from the public cache (decision 199). `key` names its
 * copy — a filter (album, category, limit: all validated and bounded) and, for a deeper page, a `before` that is one
 * of the stored photos — or is undefined for a cursor that names no photo, which an outsider could multiply without
 * end. The album ids and the photos' cursors it is checked against are kept in the cache too, so a request answered
 * from memory asks the database nothing.
 */
export type PhotoAnswer = { key: string | undefined; load: () => Promise<Photo[]> };

const albumIds = (app: FastifyInstance) =>
  app.publicCache.value(
    'albums/ids',
    async () => new Set((await app.db.select({ id: albums.id }).from(albums)).map((a) => a.id)),
    (ids) => 32 * ids.size + 256,
  );

/** Every photo's cursor (upload time to the millisecond, id), as the answers carry them. */
const photoCursors = (app: FastifyInstance) =>
  app.publicCache.value(
    'photos/cursors',
    async () =>
      new Set(
        (await app.db.select({ id: photos.id, uploadDate: photos.uploadDate }).from(photos)).map((p) =>
          photoCursor({ id: p.id, uploadDate: p.uploadDate.toISOString() }),
        ),
      ),
    (cursors) => 64 * cursors.size + 256,
  );

export async function photoList(app: FastifyInstance, query: PhotoListQuery): Promise<PhotoAnswer> {
  const { album, category, before } = query;
  if (typeof album === 'number' && !(await albumIds(app)).has(album)) {
    throw badRequest(photoQueryMessages.unknownAlbum, { album: [photoQueryMessages.unknownAlbum] });
  }
  const limit = query.limit ?? photoPageSize.default;
  const load = () => listPhotoPage(app.db, { album, category, before, limit });
  const key = `photos|${album ?? ''}|${category ?? ''}|${limit}`;
  if (before === undefined) return { key, load };
  const cursor = photoCursor({ uploadDate: before.at, id: before.id });
  return { key: (await photoCursors(app)).has(cursor) ? `${key}|${cursor}` : undefined, load };
}
