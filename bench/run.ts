// `npm run bench`: every performance figure with its target, printed as tables and written to
// bench/results/latest.json. BENCH_SECONDS shortens the load runs (default 10 s each, as the issue asks).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchApi, type ApiRow } from './api.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = (process.env.BENCH_ONLY ?? 'api').split(',');
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
};

function printApi(rows: ApiRow[]) {
  console.table(
    rows.map((r) => ({
      db: r.database,
      path: r.path,
      conns: r.connections,
      'app req/s': r.app.rps,
      'app p50/p99 ms': `${r.app.p50}/${r.app.p99}`,
      'bare req/s': r.bare.rps,
      'bare p50/p99 ms': `${r.bare.p50}/${r.bare.p99}`,
      ratio: r.ratio,
      target: r.path.startsWith('/api/') ? '≥ 0.5' : '—',
      errors: r.errors,
    })),
  );
}

if (only.includes('api')) {
  const api: ApiRow[] = [];
  console.log(`API throughput on PGlite (${seconds} s per run)…`);
  api.push(...(await benchApi({ database: 'pglite', seconds })));
  if (process.env.DATABASE_URL) {
    console.log('API throughput on PostgreSQL…');
    api.push(...(await benchApi({ database: 'postgres', databaseUrl: process.env.DATABASE_URL, seconds })));
  }
  printApi(api);
  results.api = api;
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results/latest.json');
