import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { rememberedAdminCookie } from './accounts.ts';

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The servers' admin has two-factor sign-in on (role admin requires it, decision 190); every test's browser carries
 * its remembered-browser cookie, so signing in with the password is enough, as before (tests/e2e/accounts.ts).
 */
export { admin, adminTotpSecret, newAdmin, totpCode } from './accounts.ts';
/** The server with an empty database (SEED_DEMO=0). */
export const emptyUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

/** The server with demo data (the config's baseURL). */
export const demoUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

/**
 * One browser context per worker and server address, and a new page in it for every test, left as a new context
 * would be: every page closed, cookies, permissions and each server's storage (local storage, IndexedDB, caches)
 * cleared. What stays is the HTTP cache and the compiled scripts: a new context fetched and compiled the whole
 * client again for every test, 0.7 s of the 1.2 s a first visit took here (decision 205). No answer the tests read
 * is cached across them: the API answers `no-cache` or `no-store`, and images are stored under their content's hash.
 */
export const test = base.extend<{ page: Page }, { workerContexts: (baseURL: string) => Promise<BrowserContext> }>({
  workerContexts: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      const open = async (baseURL: string) => {
        const context = await browser.newContext({ baseURL, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
        // Some tests save a team whose image is an outside address (https://example.com/…); this machine has no
        // network, so every page gets a tiny image there instead of a DNS error in a later test that lists that team.
        await context.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng }));
        return context;
      };
      await use((baseURL) => {
        if (!contexts.has(baseURL)) contexts.set(baseURL, open(baseURL));
        return contexts.get(baseURL)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerContexts, baseURL }, use) => {
    const context = await workerContexts(baseURL ?? demoUrl);
    // One cookie for both servers (same host, same signing secret): see tests/e2e/accounts.ts.
    await context.addCookies([rememberedAdminCookie(baseURL ?? demoUrl)]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 40[0-9]/.test(msg.text())) errors.push(`console: ${msg.text()}`);
    });
    await use(page);
    await resetContext(context);
    expect(errors, 'the page logged errors').toEqual([]);
  },
});

/** Leaves the worker's context as new: no page, cookie, permission or stored data of either server. */
async function resetContext(context: BrowserContext): Promise<void> {
  const blank = await context.newPage();
  for (const open of context.pages()) if (open !== blank) await open.close();
  const cdp = await context.newCDPSession(blank);
  for (const origin of [demoUrl, emptyUrl]) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,websql,file_systems' });
  }
  await cdp.detach();
  await blank.close();
  await context.clearCookies();
  await context.clearPermissions();
}

export { expect };

/**
 * A screenshot for a person to look at (phone and laptop, before calling a screen done), taken only when E2E_SHOTS=1
 * (`E2E_SHOTS=1 npx playwright test …`): no test asserts on one, and a full-page capture in software rendering costs
 * a second or more of CI's two cores.
 */
export async function lookAt(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/** axe-core's browser bundle, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the current page: no serious or critical violation. axe-core is put into the page once per document (a
 * navigation drops it) and asked for violations only; the @axe-core/playwright builder it replaces injected it again
 * and opened a blank page for every scan, three to five times the cost of the scan itself (decision 204).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, help: v.help, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}
