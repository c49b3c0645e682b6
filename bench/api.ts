// API throughput against its physical limit: the app and a bare node:http server answering the same bytes.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../tests/helpers/postgres.ts';
import { freePort, startServer } from '../tests/helpers/process.ts';
import { load } from './lib/load.ts';

export type ApiRow = {
  database: 'pglite' | 'postgres';
  path: string;
  connections: number;
  app: { rps: number; p50: number; p99: number };
  bare: { rps: number; p50: number; p99: number };
  ratio: number;
  errors: number;
};

const lists = ['/api/teams', '/api/products', '/api/matches'];

export async function benchApi(opts: { database: 'pglite' | 'postgres'; databaseUrl?: string; seconds: number }): Promise<ApiRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cbl-bench-'));
  // PostgreSQL: a database of its own next to DATABASE_URL's, with the same demo content as the PGlite run.
  const fresh = opts.databaseUrl ? await freshPostgres(opts.databaseUrl, 'bench') : undefined;
  const server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '1',
    SESSION_SECRET: 'b'.repeat(40),
    ALLOW_TEST_PAYMENTS: '1',
    PAYMENTS_PROVIDER: 'test',
    LOG_LEVEL: 'info',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-123',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
  });
  const bodies: Record<string, { contentType: string; bodyBase64: string }> = {};
  const photos = (await (await fetch(`${server.url}/api/photos`)).json()) as { imageUrl: string }[];
  const paths = [...lists, photos[0]!.imageUrl];
  for (const p of paths) {
    const res = await fetch(`${server.url}${p}`);
    bodies[p] = {
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      bodyBase64: Buffer.from(await res.arrayBuffer()).toString('base64'),
    };
  }
  const file = path.join(dataDir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const barePort = await freePort();
  const bare = fork(path.resolve('bench/lib/bare-server.mjs'), [file, String(barePort)], { stdio: 'ignore' });
  await new Promise((resolve) => bare.once('message', resolve));

  const rows: ApiRow[] = [];
  try {
    for (const p of paths) {
      for (const connections of [10, 100]) {
        const app = await load(`${server.url}${p}`, connections, opts.seconds);
        const base = await load(`http://127.0.0.1:${barePort}${p}`, connections, opts.seconds);
        rows.push({
          database: opts.database,
          path: p.startsWith('/media/') ? '/media/<photo>' : p,
          connections,
          app: { rps: app.rps, p50: app.p50, p99: app.p99 },
          bare: { rps: base.rps, p50: base.p50, p99: base.p99 },
          ratio: Math.round((app.rps / base.rps) * 100) / 100,
          errors: app.errors + app.non2xx,
        });
      }
    }
  } finally {
    bare.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
