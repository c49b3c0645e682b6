// Once per Vitest run, before any worker starts (decision 195): the test clock's offset, and a migrated template
// database that every test app copies instead of migrating its own (1.5–3 s each → a fraction of a second).
//   PGlite: a dump of a migrated in-memory database, in a file every worker loads (TEST_PGLITE_TEMPLATE).
//   PostgreSQL (TEST_DATABASE_URL): a migrated template database, copied with CREATE DATABASE … TEMPLATE
//   (TEST_PG_TEMPLATE), dropped at the end.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '#server/db/client.ts';
import { makeTemplate } from '../helpers/postgres.ts';
// Computes TEST_CLOCK_OFFSET_MS from TEST_TODAY once, for every worker (they inherit this process's environment).
import './clock.mjs';

export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = await makeTemplate(base, async (url) => {
      const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      await database.close();
    });
    process.env.TEST_PG_TEMPLATE = template.name;
    return template.drop;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.resolve('.tmp', `pglite-template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return async () => rmSync(file, { force: true });
}
