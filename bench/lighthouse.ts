// Page weight and speed: Lighthouse (mobile preset, and desktop) on the public pages of the production build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startServer } from '../tests/helpers/process.ts';

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
};

export const benchPages = ['/', '/equips', '/partits', '/botiga', '/campus', '/fotos'];

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
};

function row(page: string, formFactor: 'mobile' | 'desktop', lhr: Lhr): PageRow {
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
  };
}

/** Runs against a fresh production server with demo data; `prepare` may add content first (e.g. 24 photos). */
export async function benchLighthouse(prepare?: (url: string) => Promise<void>): Promise<PageRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cbl-lh-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: 'l'.repeat(40),
    ALLOW_TEST_PAYMENTS: '1',
    PAYMENTS_PROVIDER: 'test',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-123',
  });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags });
  const rows: PageRow[] = [];
  try {
    await prepare?.(server.url);
    for (const page of benchPages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          `${server.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        rows.push(row(page, formFactor, result.lhr as unknown as Lhr));
      }
    }
  } finally {
    chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
