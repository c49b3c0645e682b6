import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A new DATA_DIR that already holds a migrated, empty database: a copy of the run's template (TEST_PGLITE_DATA_DIR,
 * tests/setup/global-setup.ts), so a server or a tool started on it skips initdb and the migrations (~10 s → ~3 s
 * here). Without a template, an empty directory, as on a new machine. A test of what happens on a new, empty
 * DATA_DIR makes its own with mkdtempSync.
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env.TEST_PGLITE_DATA_DIR;
  if (template) cpSync(path.join(template, 'db'), path.join(dir, 'db'), { recursive: true });
  return dir;
}
