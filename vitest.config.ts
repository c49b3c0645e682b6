import { defineConfig } from 'vitest/config';

/**
 * Test files that start processes (the server, the command-line tools) or work on the embedded database's own data
 * directory whatever database the run uses: their result does not depend on TEST_DATABASE_URL, so CI runs them once,
 * in the PGlite pass (decision 195). Each runs in a fresh module graph.
 */
export const processFiles = [
  'tests/api/server-process.test.ts',
  'tests/api/admin-create-cli.test.ts',
  'tests/api/admin-create-roles.test.ts',
  'tests/api/hardening-admin-files.test.ts',
  'tests/api/hardening-admin-passwords.test.ts',
  'tests/api/hardening-input-images.test.ts',
];

/**
 * Crash and backup tests: they kill and restore real databases, each engine its own way (PGlite's DATA_DIR files,
 * PostgreSQL's server), so CI runs them on both (decision 195); each in a fresh module graph.
 */
export const perDatabaseFiles = ['tests/api/crash-safety.test.ts', 'tests/api/backup-restore.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // The test clock and the migrated template database (decision 195): TEST_TODAY moves the whole run to another day.
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/clock.mjs'],
    // Cheap password hashing, in this process and in every server or command a test starts; the tests of hashing
    // itself ask for production's cost (PASSWORD_HASH_COST: '15').
    env: { PASSWORD_HASH_COST: '10' },
    // No retries (decision 195): a test that fails by chance is a defect to fix, not to hide.
    retry: 0,
    // Mocks and spies end with their file, whichever file runs next in the same worker.
    restoreMocks: true,
    projects: [
      // Unit and API tests share one module graph per worker (isolate: false): loading the app's modules once per
      // worker instead of once per file cut a pass's import time from ~170 s to ~15 s (decision 195). Every API
      // test builds its own app and database, so no state crosses files through them.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], exclude: [...processFiles, ...perDatabaseFiles], isolate: false },
      },
      { extends: true, test: { name: 'per-database', include: perDatabaseFiles } },
      { extends: true, test: { name: 'process', include: processFiles } },
    ],
  },
});
