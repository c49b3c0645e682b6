// Once per Vitest run, before any worker starts (decision 195): the test clock's offset, and a migrated template
// database that every test app copies instead of migrating its own (1.5–3 s each → a fraction of a second).
//   PGlite: a dump of a migrated in-memory database, in a file every worker loads (TEST_PGLITE_TEMPLATE).
//   PostgreSQL (TEST_DATABASE_URL): a migrated template database, copied with CREATE DATABASE … TEMPLATE
//   (TEST_PG_TEMPLATE), dropped at the end.
//   A migrated PGlite data directory (TEST_PGLITE_DATA_DIR), when a PGlite run has the projects that start servers
//   and tools on a DATA_DIR: a new directory costs initdb and every migration (~10 s here), a copy of this one ~0.1 s
//   (tests/helpers/data-dir.ts).
// Every project inherits this set-up (`extends: true`), so Vitest calls it once per project and once more for the
// root: the first call does the work, the others find it done in the environment.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { makeTemplate } from '../helpers/postgres.ts';
// Computes TEST_CLOCK_OFFSET_MS from TEST_TODAY once, for every worker (they inherit this process's environment).
import './clock.mjs';

/** Projects whose tests copy a migrated data directory (vitest.config.ts). */
const dataDirProjects = new Set(['process', 'per-database']);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_SETUP_DONE === String(process.pid)) return async () => {};
  process.env.TEST_SETUP_DONE = String(process.pid);
  const teardowns: (() => Promise<void>)[] = [];
  const base = process.env.TEST_DATABASE_URL;
  // The data directory is made in a child process while this one makes the database template.
  const dataDir = !base && project.vitest.projects.some((p) => dataDirProjects.has(p.name)) ? migratedDataDirTemplate() : undefined;
  if (base) {
    const template = await makeTemplate(base, async (url) => {
      const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      await database.close();
    });
    process.env.TEST_PG_TEMPLATE = template.name;
    teardowns.push(template.drop);
  } else {
    const database = await openDatabase({ dataDir: 'memory://' });
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    const file = path.resolve('.tmp', `pglite-template-${process.pid}.tar`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.TEST_PGLITE_TEMPLATE = file;
    teardowns.push(async () => rmSync(file, { force: true }));
  }
  if (dataDir) {
    process.env.TEST_PGLITE_DATA_DIR = await dataDir;
    teardowns.push(async () => rmSync(process.env.TEST_PGLITE_DATA_DIR!, { recursive: true, force: true }));
  }
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}

/**
 * A PGlite data directory with every migration, made by a child process: opening a directory runs initdb through
 * import.meta.resolve, which Vitest's module runner (where this set-up runs) does not offer.
 */
async function migratedDataDirTemplate(): Promise<string> {
  const dir = path.resolve('.tmp', `pglite-data-dir-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const client = pathToFileURL(path.resolve('src/server/db/client.ts')).href;
  const script = `const { openDatabase } = await import(${JSON.stringify(client)});
    const database = await openDatabase({ dataDir: process.argv[1] });
    await database.close();`;
  const loader = process.features.typescript ? [] : ['--import', 'tsx'];
  await promisify(execFile)(process.execPath, [...loader, '--input-type=module', '-e', script, dir]);
  return dir;
}
