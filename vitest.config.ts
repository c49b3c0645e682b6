import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
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
  },
});
