import '#shared/zod-setup.ts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { PaymentProvider } from '#server/features/payments/provider.ts';
import { setPasswordCost } from '#server/features/admin/passwords.ts';
import { errSerializer } from '#server/log-errors.ts';
import { bufferedStdout } from '#server/log-stream.ts';
import { checkoutHandlersPlugin } from '#server/plugins/checkout-handlers.ts';
import { backupPlugin } from '#server/plugins/backup.ts';
import { retentionPlugin } from '#server/plugins/retention.ts';
import { databasePlugin } from '#server/plugins/database.ts';
import { errorHandlerPlugin } from '#server/plugins/error-handler.ts';
import { mailPlugin } from '#server/plugins/mail.ts';
import { paymentsPlugin } from '#server/plugins/payments.ts';
import { publicCachePlugin } from '#server/plugins/public-cache.ts';
import { proxyCheckPlugin } from '#server/plugins/proxy-check.ts';
import { publicWriteLimitPlugin } from '#server/plugins/rate-limit.ts';
import { securityPlugin } from '#server/plugins/security.ts';
import { capConnectionsPerAddress, slowClientOptions } from '#server/plugins/slow-clients.ts';
import { spaPlugin } from '#server/plugins/spa.ts';
import { sweepPlugin } from '#server/plugins/sweep.ts';
import { registerFeatures } from '#server/features.ts';
import { validatorCompiler } from '#server/validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
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
  /** Whether the nightly backup runs (default: outside tests). */
  nightlyBackups?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole app without listening: plugins, then routes. Tests call this with `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  setPasswordCost(config.passwordHashCost);
  const stdout = config.logLevel === 'silent' || deps.logStream ? undefined : bufferedStdout();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // Errors without query parameters, row values or addresses (issue 10 item 8).
            serializers: { err: errSerializer },
            stream: deps.logStream ?? stdout?.stream,
          },
    // One line per request (below), instead of Fastify's two: method, path, status and time only — never bodies,
    // cookies, headers or query strings.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    return503OnClosing: true,
    // Opening PGlite and migrating it takes a few seconds, and many more on a busy two-core machine: Fastify's
    // default 10 s for a plugin to start stopped a server there. A minute still catches a plugin that never starts.
    pluginTimeout: 60_000,
    // Request, header, idle and keep-alive timeouts (issue 10 item 16, decision 016).
    ...slowClientOptions(config.http),
  });
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
  // Buffered lines out when the app closes (pino also writes what is left when the process exits).
  if (stdout) app.addHook('onClose', (_app, done) => {
    stdout.close();
    done();
  });
  // zod with error codes: a refused request is a 400 with its field errors and their codes (decision 196).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Our own services, each a named plugin that owns its shutdown (onClose hooks run in reverse: the sweep stops
  // first, the database closes last).
  app.decorate('config', config);
  await app.register(databasePlugin, { database: deps.database });
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(paymentsPlugin, { payments: deps.payments });
  await app.register(publicCachePlugin);
  await app.register(checkoutHandlersPlugin);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(proxyCheckPlugin);
  await app.register(publicWriteLimitPlugin);
  await registerFeatures(app);
  await app.register(sweepPlugin, { intervalMs: deps.sweepIntervalMs });
  await app.register(backupPlugin, { enabled: deps.nightlyBackups ?? config.env !== 'test' });
  await app.register(retentionPlugin, { enabled: config.env !== 'test' });
  await app.register(spaPlugin);
  return app;
}
