// The DATA_DIR of a production server with demo data (PGlite). Normally an empty directory: the server seeds it at
// start, as on a fresh machine. In smoke mode a copy of one directory seeded once in this process: seeding (demo
// images through sharp) is most of a server's start on a busy machine (24 s against 3 s from a copy, measured here).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { smoke } from './mode.ts';

let template: Promise<string> | undefined;

async function seededTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cbl-bench-template-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.db.transaction((tx) => seedDemo(tx));
  } finally {
    await database.close();
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new DATA_DIR for a server with demo data: empty (it seeds at start), or in smoke mode the seeded copy. */
export async function demoDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (!smoke) return dir;
  template ??= seededTemplate();
  cpSync(await template, dir, { recursive: true });
  return dir;
}
