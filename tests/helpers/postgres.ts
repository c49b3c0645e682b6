import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(url: string, sql: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql, params);
  } finally {
    await c.end();
  }
}

/**
 * A fresh PostgreSQL database next to `base` (a test file's, or a benchmark run's), dropped once every connection to
 * it has gone.
 */
export async function freshPostgres(
  base = process.env.TEST_DATABASE_URL!,
  prefix = 't',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(base, `create database ${name}`);
  const dbUrl = new URL(base);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        const res = await run(base, 'select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (res.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await run(base, `drop database if exists ${name} with (force)`);
    },
  };
}

