// Page weight and speed: Lighthouse on the public pages of the production build: mobile (the preset the target
// names, ≥ 97) on every public page of the route table in the three languages, desktop on the six pages the README
// has always quoted (decision 203).
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import sharp from 'sharp';
import { localizePath, locales } from '#shared/locales.ts';
import { paths } from '#shared/routes.ts';
import { startServer } from '../tests/helpers/process.ts';
import { demoDataDir } from './lib/demo-dir.ts';
import { benchAdminEnv, signInBenchAdmin } from './lib/bench-admin.ts';
import { sized } from './lib/mode.ts';

export type PageRow = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  imageBytes: number;
  totalBytes: number;
  /** Set when Lighthouse could not measure the page (after retries); the scores are then meaningless. */
  runtimeError?: string;
};

/**
 * Every public page of the route table (src/shared/routes.ts: every path outside /admin, as scripts/check-size.mjs
 * measures them), each in Catalan, Spanish and French: `/botiga`, `/es/botiga`, `/fr/botiga`, then the next page.
 * A page added to the route table is measured without anyone adding it here.
 */
export const benchPages: readonly string[] = Object.values(paths)
  .filter((route) => !route.startsWith(paths.admin))
  .flatMap((route) => locales.map((locale) => localizePath(route, locale)));

/** The pages also measured with the desktop preset (the README's desktop column since issue 6). */
export const desktopPages: readonly string[] = ['/', '/equips', '/partits', '/botiga', '/campus', '/fotos'];

/**
 * BENCH_PAGES=/fotos,/es/botiga measures only those pages (for a quick look or a rerun; the README quotes a full
 * run). BENCH_LH_RUNS=3 runs Lighthouse that many times on each page and keeps the run with the median performance
 * score (the machine is shared: one run can lose 10 points to another process's CPU).
 */
export const pagesToRun: readonly string[] = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : sized(benchPages, ['/']);
/** Smoke mode: mobile only. */
const smoke = sized(false, true);
const runsPerPage = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
};

export function row(page: string, formFactor: 'mobile' | 'desktop', lhr: Lhr): PageRow {
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const num = (k: string) => lhr.audits[k]?.numericValue ?? 0;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    page,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    jsBytes: bytes('script'),
    imageBytes: bytes('image'),
    totalBytes: bytes('total'),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
  };
}

/**
 * Lighthouse on one address (mobile preset unless `formFactor` says desktop), `BENCH_LH_RUNS` times, keeping the run
 * with the median performance score. A run Lighthouse itself reports as failed (runtimeError, e.g. a trace lost on a
 * busy machine) scores 0: it says nothing about the page, so it is run again (twice at most) and reported if it
 * keeps failing.
 */
export async function measurePage(
  port: number,
  url: string,
  formFactor: 'mobile' | 'desktop',
  onlyCategories: string[] = ['performance', 'accessibility', 'best-practices', 'seo'],
): Promise<Lhr> {
  const runs: Lhr[] = [];
  for (let run = 0; run < runsPerPage; run += 1) {
    let lhr: Lhr | undefined;
    for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt += 1) {
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      lhr = result.lhr as unknown as Lhr;
    }
    runs.push(lhr!);
  }
  const perf = (l: Lhr) => (l.runtimeError ? -1 : (l.categories.performance?.score ?? 0));
  runs.sort((a, b) => perf(a) - perf(b));
  return runs[Math.floor((runs.length - 1) / 2)]!;
}

/**
 * A photo-like JPEG of width × height: a diagonal gradient, a few soft shapes and grain, so that it compresses
 * about as a camera picture does (a flat colour would weigh next to nothing and flatter the figure).
 */
export async function benchPhoto(seed: number, width = 2400, height = 1600): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,20%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${Array.from({ length: 9 }, (_, i) => {
    const x = ((seed * 131 + i * 377) % 100) / 100;
    const y = ((seed * 71 + i * 213) % 100) / 100;
    return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(height * (0.05 + (i % 4) * 0.04))}" fill="hsl(${(hue + i * 40) % 360},65%,${30 + (i % 5) * 10}%)" opacity="0.7"/>`;
  }).join('')}
</svg>`;
  // Grain drawn at a fifth of the size (about the grid variant’s) and scaled up: detail that survives the 480-pixel grid variant.
  const grain = await sharp({
    create: { width: Math.round(width / 5), height: Math.round(height / 5), channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 64 } },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * A `prepare` for benchLighthouse: signs in as the bench admin (second factor and all) and adds `count` photos through the admin API
 * (POST /api/upload-image, then POST /api/photos), so /fotos has the demo's 12 + `count` (24 by default).
 */
export async function preparePhotos(url: string, count = sized(12, 1)): Promise<void> {
  const session = await signInBenchAdmin(url);
  const headers = { cookie: session.cookie, origin: url, 'x-csrf-token': session.csrfToken };
  for (let i = 0; i < count; i += 1) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await benchPhoto(i + 1))], { type: 'image/jpeg' }), `bench-${i + 1}.jpg`);
    const upload = await fetch(`${url}/api/upload-image`, { method: 'POST', headers, body: form });
    if (!upload.ok) throw new Error(`bench upload failed: ${upload.status} ${await upload.text()}`);
    const { imagePath } = (await upload.json()) as { imagePath: string };
    const created = await fetch(`${url}/api/photos`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Foto de prova ${i + 1}`,
        description: 'Foto afegida per la mesura de Lighthouse',
        category: 'altres',
        imageUrl: imagePath,
        fileName: `bench-${i + 1}.jpg`,
      }),
    });
    if (created.status !== 201) throw new Error(`bench photo failed: ${created.status} ${await created.text()}`);
  }
  const listed = (await (await fetch(`${url}/api/photos`)).json()) as unknown[];
  if (listed.length < 12 + count) throw new Error(`expected at least ${12 + count} photos, the list has ${listed.length}`);
}

/** Runs against a fresh production server with demo data; `prepare` may add content first (e.g. 24 photos). */
export async function benchLighthouse(prepare?: (url: string) => Promise<void>): Promise<PageRow[]> {
  const dataDir = await demoDataDir('cbl-lh-');
  const server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // PGlite in DATA_DIR, whatever DATABASE_URL the bench itself was given (a run with it set used to put these servers on it).
    DATABASE_URL: '',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '1',
    SESSION_SECRET: 'l'.repeat(40),
    ALLOW_TEST_PAYMENTS: '1',
    PAYMENTS_PROVIDER: 'test',
    ...benchAdminEnv,
  });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const rows: PageRow[] = [];
  try {
    await prepare?.(server.url);
    for (const page of pagesToRun) {
      const forms = !smoke && desktopPages.includes(page) ? (['mobile', 'desktop'] as const) : (['mobile'] as const);
      for (const formFactor of forms) rows.push(row(page, formFactor, await measurePage(chrome.port, `${server.url}${page}`, formFactor)));
    }
  } finally {
    chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
