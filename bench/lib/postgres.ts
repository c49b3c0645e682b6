// A throw-away PostgreSQL database for a benchmark run, so a run never measures (or leaves) someone else's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A fresh database next to the one `databaseUrl` names; dropped once the app's connections have gone. */
export async function freshDatabase(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        const res = await admin(databaseUrl, 'select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (res.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await admin(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
