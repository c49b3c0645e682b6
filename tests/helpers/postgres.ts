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

const urlOf = (base: string, name: string) => {
  const dbUrl = new URL(base);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
};

/** The test clock's offset (tests/setup/clock.mjs): 0 unless the run was moved with TEST_TODAY. */
const clockOffsetMs = () => Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);

/**
 * A database made for a moved run follows the test clock: `now()` resolves to `public.now()` (the search path puts
 * public before pg_catalog), which adds the run's offset, set per database. Column defaults bind to it when the
 * tables are created afterwards (the template's migrations run after this), so rows made by default and rows stamped
 * by the app agree. A run that is not moved makes none of this: its databases are as production's.
 */
async function followTestClock(base: string, name: string): Promise<void> {
  const offset = clockOffsetMs();
  if (offset === 0) return;
  await run(
    urlOf(base, name),
    `create or replace function public.now() returns timestamptz language sql stable parallel safe as
       $$ select pg_catalog.now() + coalesce(nullif(current_setting('cbl_test.clock_offset', true), ''), '0')::interval $$`,
  );
  await run(base, `alter database ${name} set search_path = public, pg_catalog`);
  await run(base, `alter database ${name} set cbl_test.clock_offset = '${offset / 1000} seconds'`);
}

async function dropWhenIdle(base: string, name: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const res = await run(base, 'select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (res.rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await run(base, `drop database if exists ${name} with (force)`);
}

/**
 * A fresh PostgreSQL database next to `base` (a test file's, or a benchmark run's), dropped once every connection to
 * it has gone. `template`: a copy of that (migrated) database instead of an empty one — what createTestApp uses (the
 * run's template, made once by tests/setup/global-setup.ts), 10× cheaper than migrating.
 */
export async function freshPostgres(
  base = process.env.TEST_DATABASE_URL!,
  prefix = 't',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(base, template ? `create database ${name} template ${template}` : `create database ${name}`);
  if (template) {
    // Settings made with ALTER DATABASE are not copied from a template.
    if (clockOffsetMs() !== 0) {
      await run(base, `alter database ${name} set search_path = public, pg_catalog`);
      await run(base, `alter database ${name} set cbl_test.clock_offset = '${clockOffsetMs() / 1000} seconds'`);
    }
  } else {
    await followTestClock(base, name);
  }
  return { url: urlOf(base, name), drop: () => dropWhenIdle(base, name) };
}

/** The run's migrated template database (made by the global set-up), or undefined outside a Vitest run. */
export const runTemplate = () => process.env.TEST_PG_TEMPLATE || undefined;

/** A fresh migrated database: a copy of the run's template when there is one, else an empty one the app migrates. */
export const migratedPostgres = () => freshPostgres(process.env.TEST_DATABASE_URL!, 't', runTemplate());

/**
 * Makes the run's template: an empty database following the test clock, migrated by `migrate(url)`. Returns its name
 * and a function that drops it.
 */
export async function makeTemplate(
  base: string,
  migrate: (url: string) => Promise<void>,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const { url } = await freshPostgres(base, 'tpl');
  const name = new URL(url).pathname.slice(1);
  await migrate(url);
  // No connection may stay open on a template while it is copied.
  await run(base, `alter database ${name} with allow_connections false`);
  return {
    name,
    drop: async () => {
      await run(base, `alter database ${name} with allow_connections true`).catch(() => {});
      await dropWhenIdle(base, name);
    },
  };
}
