import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config, loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { DataDirLockedError, secureDataDir } from '#server/db/client.ts';
import { prepareData } from '#server/startup.ts';

// Everything this process writes (database files, outbox mails, the session secret) is owner-only (issue 10 item 12).
process.umask(0o077);

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
secureDataDir(config.dataDir);

let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
try {
  await prepareData(app);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    await app.close();
    process.exit(1);
  }
  throw err;
}
await app.listen({ port: config.port, host: config.host });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Keep-alive sockets become idle once their in-flight request is answered: close them as they do.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
