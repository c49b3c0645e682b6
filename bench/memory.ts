// Issue 15 item 8: the server's resident memory, measured from outside as `npm start` runs it on a fresh machine
// (fresh DATA_DIR, demo data), right after start and during and after a short load; on PGlite and on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { freshPostgres } from '../tests/helpers/postgres.ts';
import { freePort } from '../tests/helpers/process.ts';
import { load } from './lib/load.ts';
import { smoke, sized } from './lib/mode.ts';
import { demoDataDir } from './lib/demo-dir.ts';

export type MemoryRow = {
  database: 'pglite' | 'postgres';
  /** The process that listens (scripts/start.mjs after its re-execution), MiB. */
  startMiB: number;
  loadPeakMiB: number;
  afterLoadMiB: number;
  /** Every process `npm start` left running (on Node < 22.15 a waiting parent beside the server), MiB. */
  treeMiB: number;
  targetMiB: number;
  startSeconds: number;
};

const targets = { pglite: 350, postgres: 200 } as const;
const loadPaths = ['/', '/botiga', '/api/teams', '/api/products', '/api/campus', '/api/matches/recent'];

function status(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

function rssMiB(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status(pid))?.[1] ?? 0) / 1024);
}

/** pid and its descendants. */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(tree)];
}

/** The node process that runs the server: the last `node` in the tree (scripts/start.mjs re-executes itself). */
function serverPid(root: number): number {
  const nodes = tree(root).filter((p) => /^Name:\s+node/m.test(status(p)));
  return nodes.at(-1) ?? root;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(database: MemoryRow['database'], env: Record<string, string>, seconds: number): Promise<MemoryRow> {
  // A fresh DATA_DIR (in smoke mode a seeded copy: the part runs, its figures mean nothing).
  const dataDir = await demoDataDir('cbl-bench-memory-');
  const port = String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server on ${database} stopped while starting`);
      if (Date.now() - started > 180_000) throw new Error(`the server on ${database} did not start in 180 s`);
      const ok = await fetch(`${url}/api/teams`).then((r) => r.ok, () => false);
      if (ok) break;
      await settle(250);
    }
    const startSeconds = Math.round((Date.now() - started) / 100) / 10;
    await settle(sized(5000, 500));
    const pid = serverPid(child.pid!);
    const startMiB = rssMiB(pid);
    let loadPeakMiB = startMiB;
    const sampler = setInterval(() => {
      loadPeakMiB = Math.max(loadPeakMiB, rssMiB(pid));
    }, 200);
    for (const p of loadPaths) await load(`${url}${p}`, 10, seconds, sized(1, 0));
    clearInterval(sampler);
    await settle(sized(3000, 500));
    const afterLoadMiB = rssMiB(pid);
    const treeMiB = tree(child.pid!).reduce((sum, p) => sum + rssMiB(p), 0);
    return { database, startMiB, loadPeakMiB, afterLoadMiB, treeMiB, targetMiB: targets[database], startSeconds };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PGlite always; PostgreSQL when a server answers at `postgresUrl` (a fresh database beside it, dropped after). */
export async function benchMemory(postgresUrl: string | undefined, seconds = 5): Promise<MemoryRow[]> {
  const rows = [await measure('pglite', { DATABASE_URL: '' }, seconds)];
  if (postgresUrl && !smoke) {
    const fresh = await freshPostgres(postgresUrl, 'bench_memory');
    try {
      rows.push(await measure('postgres', { DATABASE_URL: fresh.url }, seconds));
    } finally {
      await fresh.drop();
    }
  }
  return rows;
}
