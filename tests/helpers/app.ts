import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';
import { migratedPostgres } from './postgres.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Mails the app delivered (after `app.mail.flush()`). */
  mails: MailMessage[];
  close: () => Promise<void>;
};

/** The database the API suite runs on: PGlite in memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The run's migrated PGlite, read once per worker (tests/setup/global-setup.ts); undefined outside a Vitest run. */
let pgliteTemplate: Blob | undefined;
function pgliteDump(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/** A fresh migrated database: a copy of the run's template (PGlite in memory, or a PostgreSQL database). */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!onPostgres) {
    return { database: await openDatabase({ dataDir: 'memory://', loadDataDir: pgliteDump() }), drop: async () => {} };
  }
  const { url, drop } = await migratedPostgres();
  return { database: await openDatabase({ databaseUrl: url, dataDir: 'memory://' }), drop };
}

export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join('.tmp', `test-${process.pid}`),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    PUBLIC_WRITE_LIMIT: '0',
    SESSION_SECRET: 'x'.repeat(40),
    // Cheap hashing (decision 195): a test that measures hashing itself passes PASSWORD_HASH_COST: '15'.
    PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '10',
    ...env,
  });
  return { ...base, clientDir: path.resolve('tests/fixtures/client'), ...overrides };
}

/** Builds the app on a fresh database, with a mailer that records what it sends. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  /** Runs before the app is ready, e.g. to add a route that only a test needs. */
  setup?: (app: FastifyInstance) => void,
  /** Boundaries to replace, e.g. a payment provider pointed at a fake Stripe API. */
  deps: Pick<AppDeps, 'payments' | 'mailer' | 'logStream' | 'sweepIntervalMs'> = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    async deliver(message) {
      mails.push(message);
    },
  };
  // A test may bring its own mailer (e.g. SMTP to a local server); `mails` then stays empty.
  const app = await buildApp(testConfig(overrides, env), { mailer, ...deps, database });
  setup?.(app);
  await app.ready();
  return {
    app,
    database,
    mails,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
