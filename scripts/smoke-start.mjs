// `node scripts/smoke-start.mjs`: the README's "run the site" command works on this Node (decision 195). CI runs it
// with the machine's own Node, which a newcomer's machine may have: `npm start` (scripts/start.mjs) on a fresh data
// directory with demo content answers the home page, the teams list and an admin's sign-in, then stops.
// Needs the client built (npm run build). Plain JavaScript, so it runs on any Node the start script runs on.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const started = Date.now();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cbl-smoke-'));
const url = `http://127.0.0.1:${port}`;
const admin = { username: 'fumera', password: 'prova-de-fum-del-servidor' };
let output = '';
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
let exited = false;
child.on('exit', () => (exited = true));

async function check() {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error('the server stopped before answering');
    if (Date.now() > deadline) throw new Error('the server did not answer within 3 minutes');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const home = await fetch(`${url}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<div id="root"')) throw new Error(`GET / answered ${home.status}`);
  const teams = await fetch(`${url}/api/teams`);
  const list = await teams.json();
  if (teams.status !== 200 || !Array.isArray(list) || list.length === 0) throw new Error(`GET /api/teams answered ${teams.status}`);
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`POST /api/admin/login answered ${login.status}: ${await login.text()}`);
  return list.length;
}

let code = 0;
try {
  const teams = await check();
  console.log(
    `npm start on Node ${process.version}: /, /api/teams (${teams} teams) and an admin sign-in answered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`npm start on Node ${process.version} failed: ${err.message}\n${output}`);
  code = 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => (exited ? r() : child.on('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
