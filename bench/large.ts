// The large data set (issue 12, "Performance"): two production servers in the same run, one with the demo data and
// one with the demo data plus scripts/generate-large-data.ts's five seasons. /partits and /fotos are loaded in
// Chromium on both (phone viewport, no scrolling: bytes transferred and DOM elements), Lighthouse mobile runs on
// the large one on every public page in the three languages (the pages part's list, bench/lighthouse.ts), and the
// back office's big tables are timed (first page, 50 requests each) and rendered.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
import { openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { generateLargeData, type LargeCounts, largeCounts } from '../scripts/generate-large-data.ts';
import { startServer, type ServerProcess } from '../tests/helpers/process.ts';
import { benchAdminEnv, signInBenchAdmin } from './lib/bench-admin.ts';
import { chromeFlags, measurePage, pagesToRun, row } from './lighthouse.ts';
import { percentile } from './lib/latency.ts';
import { sized } from './lib/mode.ts';
import { demoDataDir } from './lib/demo-dir.ts';

export type PageLoad = { dataSet: 'demo' | 'large'; page: string; transferKB: number; requests: number; domElements: number };
export type PageCompare = { page: string; demo: PageLoad; large: PageLoad; bytesRatio: number; domRatio: number };
export type LargeLighthouse = {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domElements: number;
  totalKB: number;
  jsKB: number;
};
export type AdminTiming = { tab: string; path: string; total: number; p50: number; p95: number; serverP50: number; serverP95: number; requests: number };
export type AdminDom = { tab: string; domElements: number; rows: number };
export type LargeBench = { pages: PageCompare[]; lighthouse: LargeLighthouse[]; adminApi: AdminTiming[]; adminDom: AdminDom[] };

/** The pages loaded in Chromium on both servers (the lists that grow with the club's history). */
/** The smoke run's token data set: every table of the five seasons, a twentieth of each. */
const smokeCounts: LargeCounts = { matches: 75, albums: 5, photosPerAlbum: 6, club: 50, school: 50, campus: 50, messages: 50, orders: 100 };
const publicPages = sized(['/partits', '/fotos'], ['/partits']);
/** Lighthouse on every public page in three languages; in smoke mode not at all (the pages part runs it once). */
const lighthousePages = sized(pagesToRun, []);
const adminTabs = sized(['inscr-club', 'inscr-escoles', 'inscr-campus', 'missatges', 'comandes'], ['inscr-club']);
/** The mobile viewport Lighthouse's mobile preset emulates (Moto G Power). */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const env = (dataDir: string, seed: boolean) => ({
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
    // PGlite in DATA_DIR, whatever DATABASE_URL the bench itself was given (a run with it set used to put these servers on it).
    DATABASE_URL: '',
  PUBLIC_URL: 'http://127.0.0.1',
  SEED_DEMO: seed ? '1' : '0',
  SESSION_SECRET: 'g'.repeat(40),
  ALLOW_TEST_PAYMENTS: '1',
  PAYMENTS_PROVIDER: 'test',
  ...benchAdminEnv,
});


type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** Loads `page` on a phone viewport, waits until the network is idle, and counts bytes and elements (no scrolling). */
async function loadPage(browser: Browser, url: string, page: string, dataSet: PageLoad['dataSet']): Promise<PageLoad> {
  const context = await browser.newContext(phone);
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await tab.goto(`${url}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1000);
    const domElements = await tab.evaluate(() => document.getElementsByTagName('*').length);
    return { dataSet, page, transferKB: Math.round(bytes / 102.4) / 10, requests, domElements };
  } finally {
    await context.close();
  }
}

/**
 * GET `path` 5 times to warm up, then `count` times one after the other: the time to the last byte on loopback, and
 * the server's own time from its Server-Timing header (handler and serialisation, `app;dur=`).
 */
async function timeEndpoint(url: string, cookie: string, tab: string, pathAndQuery: string, count = sized(50, 2)): Promise<AdminTiming> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  let total = 0;
  const warm = sized(5, 1);
  for (let i = 0; i < count + warm; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}${pathAndQuery}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${body.slice(0, 200)}`);
    const server = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!server) throw new Error(`${pathAndQuery}: no Server-Timing header`);
    if (i >= warm) {
      times.push(performance.now() - started);
      serverTimes.push(Number(server[1]));
    }
    total = (JSON.parse(body) as { total: number }).total;
  }
  times.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    tab,
    path: pathAndQuery,
    total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    serverP50: percentile(serverTimes, 50),
    serverP95: percentile(serverTimes, 95),
    requests: count,
  };
}

async function withServers<T>(work: (demo: ServerProcess, large: ServerProcess) => Promise<T>): Promise<T> {
  const servers: ServerProcess[] = [];
  // Empty directories the demo server seeds at start (in smoke mode both copies of a seeded one, demoDataDir).
  const demoDir = await demoDataDir('cbl-large-demo-');
  const largeDir = await demoDataDir('cbl-large-');
  try {
    // The large one is filled before its server starts (one process per PGlite directory): demo content first, as the server seeds it.
    const database = await openDatabase({ dataDir: largeDir });
    try {
      const started = performance.now();
      await database.db.transaction(async (tx) => {
        await seedDemo(tx);
        // In smoke mode a twentieth of each table: the part runs through, its figures mean nothing.
        await generateLargeData(tx, undefined, sized(largeCounts, smokeCounts));
      });
      console.log(`large data set generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await database.close();
    }
    // Both start together (each its own process and directory).
    const started = await Promise.allSettled([startServer(env(demoDir, true)), startServer(env(largeDir, true))]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    return await work(servers[0]!, servers[1]!);
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    for (const dir of [demoDir, largeDir]) rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchLarge(): Promise<LargeBench> {
  return withServers(async (demo, large) => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromeFlags.filter((f) => f !== '--headless=new') });
    const pages: PageCompare[] = [];
    const adminDom: AdminDom[] = [];
    try {
      for (const page of publicPages) {
        // A first load of each warms the servers' caches (the public lists are served from memory once built).
        await loadPage(browser, demo.url, page, 'demo');
        await loadPage(browser, large.url, page, 'large');
        const d = await loadPage(browser, demo.url, page, 'demo');
        const l = await loadPage(browser, large.url, page, 'large');
        pages.push({
          page,
          demo: d,
          large: l,
          bytesRatio: Math.round((l.transferKB / d.transferKB) * 100) / 100,
          domRatio: Math.round((l.domElements / d.domElements) * 100) / 100,
        });
      }

      // The back office's big tabs rendered with the large set (a desktop window), logged in as the bench admin.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      // The bench admin's session (second factor and all) handed to the browser as its cookie.
      const signedIn = await signInBenchAdmin(large.url);
      await context.addCookies(
        signedIn.cookies.map((c) => ({ ...c, domain: new URL(large.url).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' as const })),
      );
      const tab = await context.newPage();
      for (const slug of adminTabs) {
        await tab.goto(`${large.url}/admin?tab=${slug}`, { waitUntil: 'networkidle' });
        // A table's rows are the list items of its shared-table list (src/client/features/admin/ui/shared-table.tsx).
        const rows = tab.locator('main ul.divide-y > li');
        // (Inscr. Campus groups its rows by campus differently: there the count is of that list only, and may be 0.)
        await rows
          .first()
          .waitFor({ timeout: slug === 'inscr-club' ? 15_000 : 3_000 })
          .catch(async () => {
            if (slug === 'inscr-club') throw new Error(`Inscr. Club showed no rows: ${(await tab.locator('body').innerText()).slice(0, 300)}`);
          });
        await tab.waitForTimeout(500);
        adminDom.push({ tab: slug, domElements: await tab.evaluate(() => document.getElementsByTagName('*').length), rows: await rows.count() });
      }
      await context.close();
    } finally {
      await browser.close();
    }

    // Server time of each big tab's first page (what the tab asks for first), 50 sequential requests each.
    const { cookie } = await signInBenchAdmin(large.url);
    const seasons = (await (await fetch(`${large.url}/api/admin/seasons`, { headers: { cookie } })).json()) as {
      id: number;
      label: string;
      openForRegistrations: boolean;
    }[];
    const open = seasons.find((s) => s.openForRegistrations) ?? seasons[0]!;
    const adminApi: AdminTiming[] = [];
    const endpoints: [string, string][] = [
      [`Inscr. Club (${open.label})`, `/api/admin/club-registrations?season=${open.id}`],
      ['Inscr. Club (all seasons)', '/api/admin/club-registrations'],
      [`Inscr. Escoles (${open.label})`, `/api/admin/school-registrations?season=${open.id}`],
      ['Inscr. Escoles (all seasons)', '/api/admin/school-registrations'],
      ['Inscr. Campus', '/api/admin/campus-registrations'],
      ['Missatges', '/api/admin/contact-messages'],
      ['Comandes', '/api/admin/orders'],
    ];
    for (const [tabName, p] of sized(endpoints, endpoints.slice(0, 1))) {
      adminApi.push(await timeEndpoint(large.url, cookie, tabName, p));
    }

    // Lighthouse mobile on the large data set (its own Chromium, as bench/lighthouse.ts runs it).
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
    const lh: LargeLighthouse[] = [];
    try {
      for (const page of lighthousePages) {
        const lhr = await measurePage(chrome.port, `${large.url}${page}`, 'mobile', ['performance']);
        const r = row(page, 'mobile', lhr);
        lh.push({
          page,
          performance: r.performance,
          lcpMs: r.lcpMs,
          tbtMs: r.tbtMs,
          cls: r.cls,
          domElements: lhr.audits['dom-size']?.numericValue ?? 0,
          totalKB: Math.round(r.totalBytes / 1024),
          jsKB: Math.round(r.jsBytes / 1024),
        });
      }
    } finally {
      chrome.kill();
    }
    return { pages, lighthouse: lh, adminApi, adminDom };
  });
}
