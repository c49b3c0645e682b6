// Starts the built app for the browser tests on a fresh data directory: `demo` (with demo content) or `empty`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const [kind = 'demo', port = '4173'] = process.argv.slice(2);
const dataDir = path.resolve('.tmp', `e2e-${kind}-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: kind === 'empty' ? '0' : '1',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'contrasenya-de-proves',
  PAYMENTS_PROVIDER: 'test',
  LOG_LEVEL: 'warn',
  PUBLIC_WRITE_LIMIT: '0',
  // Playwright's request client keeps idle sockets for ever, and a worker's context lives the whole run (decision
  // 205): with the default 10 s, a test's page.request that reused a socket just as the server closed it got
  // ECONNRESET (decision 206). Longer than any run.
  KEEP_ALIVE_TIMEOUT_S: '3600',
  // Cheap password hashing, as in the API tests (decision 195): no browser test measures hashing.
  PASSWORD_HASH_COST: '10',
  // One secret for both servers: the admin's remembered-browser cookie (tests/e2e/accounts.ts) is valid on each.
  SESSION_SECRET: 'e2e-session-secret-for-both-browser-test-servers',
});
register();
// The admin with two-factor sign-in on and the tests' remembered browser, before the server starts (decision 190).
const { prepareE2eAccounts } = await import('./e2e-accounts.ts');
await prepareE2eAccounts(kind);
await import('../src/server/server.ts');
