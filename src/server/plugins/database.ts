import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/**
 * `app.database` and `app.db`: the database opened from the config (closed with the app), or `opts.database`, one
 * already open (tests share one; the app then does not close it).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database?: Database | undefined }) => {
    const database = opts.database ?? (await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'database', decorators: { fastify: ['config'] } },
);
