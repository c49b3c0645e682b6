// Two (or more) production server processes on one throw-away PostgreSQL database, with the database open beside
// them for seeding and checks: the setting of the checkout and hoarding benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '#server/db/client.ts';
import { freshPostgres } from '../../tests/helpers/postgres.ts';
import { type ServerProcess, startServer } from '../../tests/helpers/process.ts';

/** `dataDirs[i]` is server i's DATA_DIR (its mails are .eml files in its `outbox`). */
export type Instances = { servers: ServerProcess[]; database: Database; dataDirs: string[] };

/**
 * Runs `work` against `count` instances (test payment provider, no demo data, every client's address taken from
 * X-Forwarded-For) on a fresh database next to `databaseUrl`; stops them and drops the database afterwards.
 */
export async function withInstances<T>(
  databaseUrl: string,
  work: (instances: Instances) => Promise<T>,
  env: Record<string, string> = {},
  count = 2,
): Promise<T> {
  const fresh = await freshPostgres(databaseUrl, 'bench');
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cbl-bench-instance-'));
      dirs.push(dataDir);
      servers.push(
        await startServer({
          DATA_DIR: dataDir,
          DATABASE_URL: fresh.url,
          NODE_ENV: 'production',
          PUBLIC_URL: 'http://127.0.0.1',
          SESSION_SECRET: 'c'.repeat(40),
          PAYMENTS_PROVIDER: 'test',
          ALLOW_TEST_PAYMENTS: '1',
          STRIPE_SECRET_KEY: '',
          // Every simulated family is its own client (decision 106: one client's new checkout releases its previous one).
          TRUST_PROXY: '1',
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          ...env,
        }),
      );
    }
    // The servers have migrated the database.
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: dirs[0]! });
    try {
      return await work({ servers, database, dataDirs: dirs });
    } finally {
      await database.close();
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await fresh.drop();
  }
}
