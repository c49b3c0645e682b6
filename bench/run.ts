// `npm run bench`: every performance figure of issues 6 and 10 with its target beside it, printed as tables and
// written to bench/results/latest.json. BENCH_ONLY=api,pages,checkout,hostile,rush,large,memory picks parts; BENCH_SECONDS shortens load
// runs (default 10); BENCH_HOSTILE_SECONDS the hostile ones (default 60); BENCH_PAGES=/fotos,/botiga limits the
// Lighthouse pages; BENCH_RUSH_FAMILIES, _SECONDS, _PLACES, _PAYING (share of paying families), _BASELINE_SECONDS size
// the campus rush (default 300 families in 60 s for 40 places, a quarter paying), then the same families all at once
// (BENCH_RUSH_BURST=0 leaves that out; smoke mode too). BENCH_SMOKE=1 (`npm run bench:smoke`, in CI) runs every part at a token size
// in about a minute and judges nothing but that each part runs: the run exits 1 when any part throws.
// The API runs on PGlite, and on PostgreSQL when DATABASE_URL is set; the checkout and rush runs need PostgreSQL
// (DATABASE_URL, or the local server at postgres://postgres@127.0.0.1:5432/postgres when it answers).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type ApiRow, apiTargets, benchApi, type PageRatioRow } from './api.ts';
import { benchCheckout } from './checkout.ts';
import { benchHoarding } from './hoarding.ts';
import { benchLoginFlood, benchSlowBodies, type Latency } from './hostile.ts';
import { benchLarge } from './large.ts';
import { benchMemory } from './memory.ts';
import { benchLighthouse, type PageRow, preparePhotos } from './lighthouse.ts';
import { smoke } from './lib/mode.ts';
import { benchRush, type RushBench, rushDefaults } from './rush.ts';
import { benchWaitlistFlood } from './waitlist-flood.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const only = (process.env.BENCH_ONLY ?? 'api,pages,checkout,hostile,rush,large,memory').split(',');
const hostileSeconds = Number(process.env.BENCH_HOSTILE_SECONDS ?? (smoke ? 2 : 60));
const startedAt = performance.now();
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  smoke,
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
};

const failed: string[] = [];
const parts: { name: string; run: () => Promise<void> }[] = [];

/** Registers one part, run when BENCH_ONLY names it. */
function part(name: string, run: () => Promise<void>): void {
  if (only.includes(name)) parts.push({ name, run });
}

/** Runs a part; one that throws is reported and the run goes on, to exit 1 at the end. */
async function runPart({ name, run }: (typeof parts)[number]): Promise<void> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    failed.push(name);
    console.error(`\nPart '${name}' failed:`, error);
  }
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

part('api', async () => {
  const api: ApiRow[] = [];
  const pages: PageRatioRow[] = [];
  console.log(`\nAPI throughput against a bare node:http server with the same bytes (${seconds} s per run, after a warm-up)`);
  const runs = [await benchApi({ database: 'pglite', seconds })];
  // PostgreSQL too when DATABASE_URL is set (not in smoke mode: the other parts run on it).
  if (process.env.DATABASE_URL && !smoke) runs.push(await benchApi({ database: 'postgres', databaseUrl: process.env.DATABASE_URL, seconds }));
  for (const run of runs) {
    api.push(...run.lists);
    pages.push(...run.pages);
  }
  console.table(
    api.map((r) => ({
      db: r.database,
      path: r.path,
      conns: r.connections,
      'app req/s': r.app.rps,
      'app p50/p99 ms': `${r.app.p50}/${r.app.p99}`,
      'bare req/s': r.bare.rps,
      'bare p50/p99 ms': `${r.bare.p50}/${r.bare.p99}`,
      ratio: r.ratio,
      target: r.path.startsWith('/api/') ? `≥ ${apiTargets.list}` : '—',
      errors: r.errors,
    })),
  );
  console.log('Page routes of the same app: /partits (its shell embeds the season\'s matches) against /');
  console.table(
    pages.map((r) => ({
      db: r.database,
      path: r.path,
      against: r.against,
      conns: r.connections,
      'page req/s': r.page.rps,
      'page p50/p99 ms': `${r.page.p50}/${r.page.p99}`,
      [`${r.against} req/s`]: r.reference.rps,
      [`${r.against} p50/p99 ms`]: `${r.reference.p50}/${r.reference.p99}`,
      ratio: r.ratio,
      target: `≥ ${apiTargets.page}`,
      errors: r.errors,
    })),
  );
  results.api = api;
  results.pageRoutes = pages;
  // Not a timing: an endpoint that answers errors under load is broken, in smoke mode too.
  const broken = [...api, ...pages].filter((r) => r.errors > 0).map((r) => `${r.database} ${r.path}: ${r.errors} errors`);
  if (broken.length > 0) throw new Error(`answers that were not 2xx: ${broken.join('; ')}`);
});

part('pages', async () => {
  if (!existsSync('dist/client/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  console.log('\nLighthouse on the production build with demo data (+12 photos: 24 on /fotos): every public page, ca/es/fr');
  const pages: PageRow[] = await benchLighthouse(preparePhotos);
  console.table(
    pages.map((p) => ({
      page: p.page,
      form: p.formFactor,
      perf: p.performance,
      'perf target': p.formFactor === 'mobile' ? '≥ 97' : '100',
      a11y: p.accessibility,
      'best pr.': p.bestPractices,
      seo: p.seo,
      'LCP ms': p.lcpMs,
      'TBT ms': p.tbtMs,
      CLS: p.cls,
      'JS KB': Math.round(p.jsBytes / 1024),
      'img KB': Math.round(p.imageBytes / 1024),
      'total KB': Math.round(p.totalBytes / 1024),
      'total target': p.page === '/fotos' ? '≤ 1024' : '—',
    })),
  );
  results.pages = pages;
});

part('checkout', async () => {
  const url = await postgresUrl();
  if (!url) console.log('\nCheckout under load: skipped (no PostgreSQL reachable; set DATABASE_URL)');
  else {
    console.log('\nCheckout under load: 100 buyers, last 10 units, two instances on one PostgreSQL');
    const c = await benchCheckout(url);
    console.table([
      {
        buyers: c.buyers,
        paid: `${c.paid} (target 10)`,
        oversold: `${c.oversold} (target 0)`,
        'final stock': `${c.finalStock} (target 0)`,
        refused: c.refused,
        'create-intent p50/p99 ms': `${c.createIntent.p50}/${c.createIntent.p99}`,
        'finalize p50/p99 ms': `${c.finalize.p50}/${c.finalize.p99}`,
        errors: c.errors.length,
      },
    ]);
    results.checkout = c;
  }
});

part('hostile', async () => {
  const ms = (l: Latency) => `${l.p50} / ${l.p99}${l.failed ? ` (${l.failed} failed)` : ''}`;
  const pgUrl = await postgresUrl();
  // One after the other, so that no run shares the machine with another; in smoke mode side by side (each has its
  // own servers), as the parts are.
  const runs = [
    () => benchLoginFlood(hostileSeconds),
    () => benchSlowBodies(hostileSeconds),
    async () => (pgUrl ? benchHoarding(pgUrl) : undefined),
    async () => (pgUrl ? benchWaitlistFlood(pgUrl) : undefined),
  ] as const;
  const [flood, slow, hoarding, listFlood] = smoke
    ? await Promise.all([runs[0](), runs[1](), runs[2](), runs[3]()])
    : [await runs[0](), await runs[1](), await runs[2](), await runs[3]()];
  console.log(`\nHostile load: login flood (200 wrong logins from 40 addresses over ${hostileSeconds} s)`);
  console.table([
    { when: 'idle', 'GET / p50/p99 ms': ms(flood.idle.home), 'GET /api/teams p50/p99 ms': ms(flood.idle.teams), target: '—' },
    {
      when: 'during the flood',
      'GET / p50/p99 ms': ms(flood.flood.home),
      'GET /api/teams p50/p99 ms': ms(flood.flood.teams),
      target: 'p99 < 100',
    },
  ]);
  console.log(`login answers: ${JSON.stringify(flood.loginAnswers)}; server RSS ${flood.rssMiB.start} MiB at start, peak ${flood.rssMiB.peak} MiB`);
  console.log(`\nHostile load: slow bodies (500 connections sending 1 byte per 5 s, ${hostileSeconds} s)`);
  console.table([
    {
      opened: slow.opened,
      'closed by server': slow.closedByServer,
      'still open': `${slow.stillOpen} (target 0)`,
      'longest held s': slow.longestHeldS,
      'GET / p50/p99 ms': ms(slow.during.home),
      'GET /api/teams p50/p99 ms': ms(slow.during.teams),
      'RSS start/peak MiB': `${slow.rssMiB.start} / ${slow.rssMiB.peak}`,
    },
  ]);
  if (!hoarding) console.log('\nHostile load: hoarding skipped (no PostgreSQL reachable; set DATABASE_URL)');
  else {
    console.log('\nHostile load: hoarding (10 addresses per round against the last 10 units and 10 campus places, two instances)');
    console.table([
      {
        'round 1 held (units / places)': `${hoarding.firstRound.unitsHeld} / ${hoarding.firstRound.placesHeld}`,
        'family refused meanwhile': hoarding.firstRound.familyRefused,
        'hold min': hoarding.holdMinutes,
        'released after expiry s': hoarding.releasedAfterS,
        'round 2 held (units / places)': `${hoarding.secondRound.unitsHeld} / ${hoarding.secondRound.placesHeld} (target 0)`,
        'family paid (shop / campus)': `${hoarding.familyPaid.shop} / ${hoarding.familyPaid.campus}`,
        'unavailable min': `${hoarding.unavailableMinutes} (target ≤ 10)`,
        errors: hoarding.errors.length,
      },
    ]);
  }
  if (!listFlood) console.log('\nHostile load: waiting-list flood skipped (no PostgreSQL reachable; set DATABASE_URL)');
  else {
    console.log(
      `\nHostile load: waiting-list flood (one address for ${listFlood.floodSeconds} s, 4 children an entry, ahead of a real family; two instances)`,
    );
    console.table([
      {
        'flood accepted / refused': `${listFlood.flood.accepted} / ${listFlood.flood.refused} (bound ${listFlood.perClientBound})`,
        'children listed': listFlood.flood.childrenListed,
        'freed place offered to': `${listFlood.offeredTo} (target family)`,
        'fake entries offered': `${listFlood.fakeOffers} (target 0)`,
        'family offer after s': `${listFlood.familyOfferAfterS} (target ≤ ${listFlood.confirmWindowHours} h)`,
        errors: listFlood.errors.length,
      },
    ]);
  }
  results.hostile = { loginFlood: flood, slowBodies: slow, hoarding, waitlistFlood: listFlood };
});

part('rush', async () => {
  const url = await postgresUrl();
  if (!url) console.log('\nCampus rush: skipped (no PostgreSQL reachable; set DATABASE_URL)');
  else {
    // The issue's rush (constant rate), then the same families all at the same instant as a stress beside it.
    const runs: RushBench[] = [await benchRush(url)];
    if ((process.env.BENCH_RUSH_BURST ?? (smoke ? '0' : '1')) !== '0') runs.push(await benchRush(url, { ...rushDefaults, seconds: 0 }));
    const arrival = (r: RushBench) => (r.seconds > 0 ? `${r.families} in ${r.seconds} s` : `${r.families} at once`);
    console.log(
      `\nCampus rush: families for ${rushDefaults.places} places (${Math.round(rushDefaults.payingShare * 100)} % pay by card), two instances on one PostgreSQL`,
    );
    console.table(
      runs.map((r) => ({
        families: arrival(r),
        'sign-ups': `${r.stored.signUps} (target ${r.places}; ${r.stored.paidSignUps} paid)`,
        'over capacity': `${r.stored.overCapacity} (target 0)`,
        'waiting list': `${r.stored.waitlistEntries} (target ${r.families - r.places})`,
        'order: pairs checked / broken': `${r.order.constrainedPairs} / ${r.order.violations} (target 0)`,
        'later arrival ahead': `${r.laterArrivals.overtaken} of ${r.laterArrivals.pairs}`,
        'positions missing / repeated': `${r.positions.missing} / ${r.positions.repeated}`,
        '5xx': `${r.serverErrors} (target 0)`,
        'no place, no entry': r.outcomes.failed,
      })),
    );
    console.table(
      runs.flatMap((r) =>
        Object.entries(r.latency).map(([kind, l]) => ({
          families: arrival(r),
          request: kind,
          n: l!.samples,
          'p50 ms': l!.p50,
          'p99 ms': l!.p99,
          'max ms': l!.max,
          target: 'p99 < 800',
        })),
      ),
    );
    for (const r of runs) {
      const rest = r.baseline['GET /api/campus'];
      console.log(
        `${arrival(r)}: baseline GET /api/campus on the same schedule before the rush p50/p99/max ${rest.p50}/${rest.p99}/${rest.max} ms; during the rush p99 ×${r.campusListP99Ratio}`,
      );
      for (const p of r.problems) console.log(`  problem: ${p}`);
    }
    results.rush = runs;
  }
});

part('large', async () => {
  if (!existsSync('dist/client/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  console.log('\nLarge data set (issue 12): demo data against demo + generated five seasons, same run');
  const large = await benchLarge();
  console.table(
    large.pages.map((p) => ({
      page: p.page,
      'demo KB': p.demo.transferKB,
      'large KB': p.large.transferKB,
      'bytes ratio': p.bytesRatio,
      'demo DOM': p.demo.domElements,
      'large DOM': p.large.domElements,
      'DOM ratio': p.domRatio,
      target: '≤ 1.1 both',
    })),
  );
  console.table(
    large.lighthouse.map((l) => ({
      page: l.page,
      'mobile perf': l.performance,
      target: '≥ 97',
      'LCP ms': l.lcpMs,
      'TBT ms': l.tbtMs,
      CLS: l.cls,
      'DOM (Lighthouse)': l.domElements,
      'JS KB': l.jsKB,
      'total KB': l.totalKB,
    })),
  );
  console.table(
    large.adminApi.map((a) => ({
      tab: a.tab,
      path: a.path,
      rows: a.total,
      'server p50 ms': a.serverP50,
      'server p95 ms': a.serverP95,
      'loopback p50 ms': a.p50,
      'loopback p95 ms': a.p95,
      target: 'server p95 ≤ 300',
    })),
  );
  console.table(large.adminDom.map((d) => ({ tab: d.tab, 'DOM elements': d.domElements, 'table rows': d.rows, target: '≤ 3000' })));
  results.large = large;
});

part('memory', async () => {
  console.log('\nResident memory of `npm start` on a fresh DATA_DIR with demo data, from outside (MiB; issue 15 item 8)');
  const memory = await benchMemory(await postgresUrl(), Math.min(seconds, 5));
  console.table(memory.map((m) => ({ db: m.database, 'after start': m.startMiB, 'load peak': m.loadPeakMiB, 'after load': m.afterLoadMiB, target: `≤ ${m.targetMiB}`, 'all processes': m.treeMiB, 'start s': m.startSeconds })));
  results.memory = memory;
});

// In smoke mode the parts run side by side (each has its own servers and databases; much of a part is waiting for a
// server to start or a sweep to pass), otherwise one after the other so that no part's figures share the machine.
if (smoke) await Promise.all(parts.map(runPart));
else for (const p of parts) await runPart(p);

mkdirSync('bench/results', { recursive: true });
const file = smoke ? 'bench/results/smoke.json' : 'bench/results/latest.json';
writeFileSync(file, `${JSON.stringify({ ...results, failed }, null, 2)}\n`);
const total = `${Math.round((performance.now() - startedAt) / 1000)} s`;
console.log(`\nWritten to ${file}; ${total} in all`);
if (failed.length > 0) {
  console.error(`bench${smoke ? ' (smoke)' : ''}: ${failed.length} part(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
if (smoke) console.log(`bench smoke: every part ran (${only.join(', ')}) in ${total}; timings not judged`);
