import '#shared/zod-setup.ts';
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import { type Database, type Db, openDatabase } from '#server/db/client.ts';
import { type Mailer, outboxMailer, smtpMailer } from '#server/mail/mailer.ts';
import { type MailWorker, startMailWorker } from '#server/mail/queue.ts';
import { PublicCache } from '#server/cache/public-cache.ts';
import { createPaymentProvider } from '#server/features/payments/create-provider.ts';
import { startSweepTimer } from '#server/features/payments/sweep.ts';
import type { PaymentProvider } from '#server/features/payments/provider.ts';
import { errSerializer } from '#server/log-errors.ts';
import { errorHandlerPlugin } from '#server/plugins/error-handler.ts';
import { publicWriteLimitPlugin } from '#server/plugins/rate-limit.ts';
import { securityPlugin } from '#server/plugins/security.ts';
import { capConnectionsPerAddress, slowClientOptions } from '#server/plugins/slow-clients.ts';
import { spaPlugin } from '#server/plugins/spa.ts';
import { registerFeatures } from '#server/features.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mail: MailWorker;
    /** The public lists as ready-made JSON, dropped on any write (see cache/public-cache.ts). */
    publicCache: PublicCache;
    /** The card payment provider (stripe or test), chosen by config.payments.provider. */
    payments: PaymentProvider;
  }
}

export type AppDeps = {
  /** An already open database (tests share one); the app then does not close it. */
  database?: Database;
  mailer?: Mailer;
  /** A payment provider to use instead of the configured one (tests pass a fake or a Stripe SDK on a local server). */
  payments?: PaymentProvider;
  /** How often the reservation sweep runs (tests shorten it). */
  sweepIntervalMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole app without listening: plugins, then routes. Tests call this with `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // Errors without query parameters, row values or addresses (issue 10 item 8).
            serializers: { err: errSerializer },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One line per request (below), instead of Fastify's two: method, path, status and time only — never bodies,
    // cookies, headers or query strings.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    return503OnClosing: true,
    // Request, header, idle and keep-alive timeouts (issue 10 item 16, decision 016).
    ...slowClientOptions(config.http),
  });
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
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
  app.decorate('payments', deps.payments ?? createPaymentProvider(config, database.db));
  const publicCache = await PublicCache.open(database);
  app.decorate('publicCache', publicCache);
  // This instance sees its own writes at once, before the NOTIFY comes back.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) publicCache.clear();
  });
  app.addHook('onClose', async () => {
    await publicCache.close();
    await mail.stop();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(publicWriteLimitPlugin);
  await registerFeatures(app);
  // Expired reservations and refunds due are settled on a timer (one instance at a time), never by a request.
  startSweepTimer(app, deps.sweepIntervalMs);
  await app.register(spaPlugin);
  return app;
}
