import '#shared/zod-setup.ts';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import { type Database, type Db, openDatabase } from '#server/db/client.ts';
import { type Mailer, outboxMailer, smtpMailer } from '#server/mail/mailer.ts';
import { type MailWorker, startMailWorker } from '#server/mail/queue.ts';
import { errorHandlerPlugin } from '#server/plugins/error-handler.ts';
import { securityPlugin } from '#server/plugins/security.ts';
import { spaPlugin } from '#server/plugins/spa.ts';
import { registerFeatures } from '#server/features.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mail: MailWorker;
  }
}

export type AppDeps = {
  /** An already open database (tests share one); the app then does not close it. */
  database?: Database;
  mailer?: Mailer;
};

/** Builds the whole app without listening: plugins, then routes. Tests call this with `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Requests are logged by method, url and status only: never bodies, cookies or headers.
            redact: ['req.headers.cookie', 'req.headers.authorization'],
          },
    bodyLimit: 100 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !deps.database;
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? smtpMailer(config.mail.smtpUrl, config.mail.from)
      : outboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from));
  const mail = startMailWorker(database.db, mailer, app.log);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => {
    await mail.stop();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await registerFeatures(app);
  await app.register(spaPlugin);
  return app;
}
