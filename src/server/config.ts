import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/**
 * A whole number within bounds; unset or empty takes the default (z.coerce alone reads '' as 0, and a retention
 * period of 0 must never mean "delete everything": decision 191).
 */
const boundedInt = (fallback: number, min: number, max: number, minMessage = `com a mínim ${min}`) =>
  optionalText
    .pipe(
      z.coerce
        .number<string>({ error: 'ha de ser un nombre' })
        .int('ha de ser un nombre enter')
        .min(min, minMessage)
        .max(max, `com a màxim ${max}`)
        .optional(),
    )
    .transform((v) => v ?? fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'ha de començar per postgres://').optional(),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'com a mínim 8 caràcters').optional()),
  // Unset: demo content outside production only (issue 10 item 13).
  SEED_DEMO: optionalText.pipe(flag.optional()),
  PAYMENTS_PROVIDER: optionalText.pipe(z.enum(['stripe', 'test']).optional()),
  ALLOW_TEST_PAYMENTS: flag.default(false),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'ha de començar per smtp:// o smtps://').optional()),
  MAIL_FROM: optionalText.pipe(z.string().email().optional()),
  CLUB_EMAIL: optionalText.pipe(z.string().email().optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'com a mínim 32 caràcters').optional()),
  PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'ha de ser una adreça http:// o https:// sense ? ni #')
      .optional(),
  ),
  CLIENT_DIR: optionalText,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_WRITE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
  REGISTRATION_WRITE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(150),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(3_600).optional(),
  // Nightly backups (decision 185): Europe/Madrid time, how many to keep, an optional passphrase to encrypt them.
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ha de ser una hora HH:MM, p. ex. 03:30')
    .default('03:30'),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'com a mínim 1').max(1000).default(14),
  BACKUP_PASSPHRASE: z
    .string()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .pipe(z.string().min(12, 'com a mínim 12 caràcters').optional()),
  // Retention (decision 191): how long personal data is kept before the nightly job deletes or anonymises it.
  RETENTION_REGISTRATION_SEASONS: boundedInt(3, 1, 10),
  RETENTION_CAMPUS_YEARS: boundedInt(3, 1, 10),
  RETENTION_MESSAGES_DAYS: boundedInt(365, 30, 3650),
  RETENTION_AUDIT_YEARS: boundedInt(3, 1, 10),
  RETENTION_ORDERS_YEARS: boundedInt(6, 6, 10, 'com a mínim 6 (art. 30 del Codi de comerç)'),
  // scrypt's cost as log2 N (decision 052: 15, 32 MiB a hash); less only outside production (the tests, decision 195).
  PASSWORD_HASH_COST: boundedInt(15, 10, 20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  /** SEED_DEMO, or (unset) true outside production only. */
  seedDemo: boolean;
  payments: {
    provider: 'stripe' | 'test';
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    stripeWebhookSecret: string | undefined;
  };
  mail: { smtpUrl: string | undefined; from: string; clubEmail: string };
  sessionSecret: string;
  /**
   * The site's address without a trailing slash: every absolute URL (sitemap, robots, calendar UIDs, e-mails) is
   * built from it, never from a request's Host header. PUBLIC_URL; required in production; else http://localhost:PORT.
   */
  publicUrl: string;
  logLevel: string;
  /** scrypt's cost for new password hashes, log2 N (PASSWORD_HASH_COST; 15 in production). */
  passwordHashCost: number;
  /** Proxy hops whose X-Forwarded-For is believed (0: the socket address is the client). */
  trustProxy: number;
  /** Public form posts (contact, registrations, checkouts) allowed per IP per 10 minutes on one instance; 0 = no limit. */
  publicWriteLimit: number;
  /** Registration posts allowed per IP per hour on each registration route (docs/decisions/018); 0 = no such limit. */
  registrationWriteLimit: number;
  /** Slow clients (docs/decisions/016): how long a request may take to arrive, and sockets per address. */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** How often Node checks the request and header timeouts. */
    checkIntervalMs: number;
    /** Open sockets one address may hold; 0 = no cap (the default behind a proxy, where all come from it). */
    maxConnectionsPerAddress: number;
  };
  /** Where the built client lives; tests may point it elsewhere. */
  clientDir: string;
  /** The public cache's bounds (decision 199): copies and bytes held at most, least recently used out first. */
  publicCacheLimits: { maxEntries: number; maxBytes: number };
  /** The nightly backup (decision 185): local time in Europe/Madrid ("HH:MM"), how many to keep, passphrase. */
  backup: { time: string; keep: number; passphrase: string | undefined };
  /**
   * The nightly retention job (decision 191): club and school registrations go this many seasons after their
   * season's end, campus sign-ups this many years after the campus, contact messages this many days after they
   * were received or answered, audit entries (and decided erasure requests) after this many years; orders lose
   * their customer after this many years.
   */
  retention: { registrationSeasons: number; campusYears: number; messagesDays: number; auditYears: number; ordersYears: number };
};

export class ConfigError extends Error {}

/** Parses the environment once. Throws a ConfigError with a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'entorn');
    throw new ConfigError(`Configuració invàlida: ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const provider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  if (provider === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Configuració invàlida: STRIPE_SECRET_KEY: cal per a PAYMENTS_PROVIDER=stripe');
  }
  if (isProduction && provider === 'test' && !e.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'Configuració invàlida: PAYMENTS_PROVIDER: el proveïdor de proves no es permet en producció sense ALLOW_TEST_PAYMENTS=1',
    );
  }
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('Configuració invàlida: SESSION_SECRET: és obligatori amb NODE_ENV=production');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Configuració invàlida: PUBLIC_URL: és obligatori amb NODE_ENV=production (p. ex. https://cbllivia.cat)');
  }
  if (isProduction && e.PASSWORD_HASH_COST < 15) {
    throw new ConfigError('Configuració invàlida: PASSWORD_HASH_COST: com a mínim 15 amb NODE_ENV=production');
  }
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Configuració invàlida: ADMIN_PASSWORD: cal indicar ADMIN_USERNAME i ADMIN_PASSWORD junts');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    payments: {
      provider,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'CB Llívia <no-reply@cbllivia.cat>',
      clubEmail: e.CLUB_EMAIL ?? 'info@cbllivia.cat',
    },
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    passwordHashCost: e.PASSWORD_HASH_COST,
    trustProxy: e.TRUST_PROXY,
    publicWriteLimit: e.PUBLIC_WRITE_LIMIT,
    registrationWriteLimit: e.REGISTRATION_WRITE_LIMIT,
    http: {
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 60_000,
      // Longer than a proxy's idle keep-alive (nginx: 60 s), so the proxy never reuses a socket Node just closed.
      keepAliveTimeoutMs: (e.KEEP_ALIVE_TIMEOUT_S ?? (e.TRUST_PROXY > 0 ? 75 : 10)) * 1000,
      checkIntervalMs: 5_000,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY > 0 ? 0 : 256),
    },
    clientDir: path.resolve(e.CLIENT_DIR ?? 'dist/client'),
    publicCacheLimits: { maxEntries: 500, maxBytes: 32 * 1024 * 1024 },
    backup: { time: e.BACKUP_TIME, keep: e.BACKUP_KEEP, passphrase: e.BACKUP_PASSPHRASE },
    retention: {
      registrationSeasons: e.RETENTION_REGISTRATION_SEASONS,
      campusYears: e.RETENTION_CAMPUS_YEARS,
      messagesDays: e.RETENTION_MESSAGES_DAYS,
      auditYears: e.RETENTION_AUDIT_YEARS,
      ordersYears: e.RETENTION_ORDERS_YEARS,
    },
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR so restarts keep sessions valid. */
/** Where a server without SESSION_SECRET keeps the secret it generated (a restore writes the backup's there). */
export const sessionSecretFile = (dataDir: string) => path.join(dataDir, 'session-secret');

function persistedSecret(dataDir: string): string {
  const file = sessionSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
