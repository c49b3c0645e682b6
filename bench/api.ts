// API throughput against its physical limit: the app and a bare node:http server answering the same bytes (headers
// and body). The
// public lists (teams, products, matches and one of its filtered forms, photos), a stored image, and the page routes
// (/partits, whose shell embeds the season's matches, against /).
import { fork } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshPostgres } from '../tests/helpers/postgres.ts';
import { freePort, startServer } from '../tests/helpers/process.ts';
import { demoDataDir } from './lib/demo-dir.ts';
import { benchAdminEnv } from './lib/bench-admin.ts';
import { load } from './lib/load.ts';
import { sized } from './lib/mode.ts';

export type ApiRow = {
  database: 'pglite' | 'postgres';
  path: string;
  connections: number;
  app: { rps: number; p50: number; p99: number };
  bare: { rps: number; p50: number; p99: number };
  ratio: number;
  errors: number;
};

/** A page route measured against another page route of the same app (not against a bare server). */
export type PageRatioRow = {
  database: 'pglite' | 'postgres';
  path: string;
  against: string;
  connections: number;
  page: { rps: number; p50: number; p99: number };
  reference: { rps: number; p50: number; p99: number };
  ratio: number;
  errors: number;
};

/** Targets (issue 21 item 4): each list ≥ 0.7 of the bare server; /partits ≥ 0.7 of /. */
export const apiTargets = { list: 0.7, page: 0.7 } as const;

const lists = ['/api/teams', '/api/products', '/api/matches', '/api/photos'];
const connectionCounts = sized([10, 100], [10]);
const warmup = sized(3, 0);

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);

export async function benchApi(opts: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  seconds: number;
}): Promise<{ lists: ApiRow[]; pages: PageRatioRow[] }> {
  const dataDir = await demoDataDir('cbl-bench-');
  // PostgreSQL: a database of its own next to DATABASE_URL's, with the same demo content as the PGlite run.
  const fresh = opts.databaseUrl ? await freshPostgres(opts.databaseUrl, 'bench') : undefined;
  const server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // PGlite in DATA_DIR, whatever DATABASE_URL the bench itself was given (a run with it set used to put these servers on it).
    DATABASE_URL: '',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '1',
    SESSION_SECRET: 'b'.repeat(40),
    ALLOW_TEST_PAYMENTS: '1',
    PAYMENTS_PROVIDER: 'test',
    LOG_LEVEL: 'info',
    ...benchAdminEnv,
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    // Its log (a line per request at info, as in production) goes to a file, as a service's goes to its journal:
    // through a pipe, this process, which also generates the load, would read every line (about 6 % of the ratio).
  }, 60_000, { logFile: path.join(dataDir, 'server.log') });
  // The very bytes the app answers: its status line's headers (security headers, ETag, cache-control, type, length)
  // and its body; Node adds the date and connection headers to both.
  const bodies: Record<string, { headers: Record<string, string>; bodyBase64: string }> = {};
  const photos = (await (await fetch(`${server.url}/api/photos`)).json()) as { imageUrl: string }[];
  // One filtered form of the matches list, as the team filter of /partits asks it: a club team, the results only.
  const teams = (await (await fetch(`${server.url}/api/teams`)).json()) as { name: string }[];
  const filtered = `/api/matches?team=${encodeURIComponent(teams[0]!.name)}&list=results`;
  const paths = [...lists.slice(0, 3), filtered, ...lists.slice(3), photos[0]!.imageUrl];
  for (const p of paths) {
    // Uncompressed, as the load generator asks (fetch would otherwise ask for br and undo it, keeping its headers).
    const res = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'identity' } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
    bodies[p] = { headers, bodyBase64: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  const file = path.join(dataDir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const barePort = await freePort();
  const bare = fork(path.resolve('bench/lib/bare-server.mjs'), [file, String(barePort)], { stdio: 'ignore' });
  await new Promise((resolve) => bare.once('message', resolve));
  const rows: ApiRow[] = [];
  const pages: PageRatioRow[] = [];
  try {
    for (const p of paths) {
      for (const connections of connectionCounts) {
        const app = await load(`${server.url}${p}`, connections, opts.seconds, warmup);
        const base = await load(`http://127.0.0.1:${barePort}${p}`, connections, opts.seconds, warmup);
        rows.push({
          database: opts.database,
          path: p.startsWith('/media/') ? '/media/<photo>' : p,
          connections,
          app: { rps: app.rps, p50: app.p50, p99: app.p99 },
          bare: { rps: base.rps, p50: base.p50, p99: base.p99 },
          ratio: ratio(app.rps, base.rps),
          errors: app.errors + app.non2xx,
        });
      }
    }
    // The page routes, each the same app: /partits (its shell embeds the season's matches, tiles and seasons) against /.
    for (const connections of connectionCounts) {
      const home = await load(`${server.url}/`, connections, opts.seconds, warmup);
      const matches = await load(`${server.url}/partits`, connections, opts.seconds, warmup);
      pages.push({
        database: opts.database,
        path: '/partits',
        against: '/',
        connections,
        page: { rps: matches.rps, p50: matches.p50, p99: matches.p99 },
        reference: { rps: home.rps, p50: home.p50, p99: home.p99 },
        ratio: ratio(matches.rps, home.rps),
        errors: home.errors + home.non2xx + matches.errors + matches.non2xx,
      });
    }
  } finally {
    bare.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { lists: rows, pages };
}
