import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ByteLru } from '#server/cache/byte-lru.ts';
import { images } from '#server/db/schema.ts';

const fileName = /^([a-f0-9]{32})(-sm)?\.jpg$/;

/** GET /media/<id>.jpg and /media/<id>-sm.jpg: stored images, cached for a year (their id is their content). */
export async function mediaRoutes(app: FastifyInstance) {
  // Images never change under their id (it is their content hash), so each instance may keep hot ones in memory.
  const hot = new ByteLru(64 * 1024 * 1024);
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const match = fileName.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const [, id, small] = match;
    const etag = `"${id}${small ?? ''}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const key = `${id}${small ?? ''}`;
    let bytes = hot.get(key);
    if (!bytes) {
      const column = small ? images.smallBytes : images.bytes;
      const [row] = await app.db.select({ bytes: column }).from(images).where(eq(images.id, id!)).limit(1);
      if (!row) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
      bytes = row.bytes;
      hot.set(key, bytes);
    }
    return reply.type('image/jpeg').send(bytes);
  });
}
