import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
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

/**
 * Every test gets a page from its own `browser.newContext()`, and fails if the
 * page logs a console error or throws.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
    // One cookie for both servers (same host, same signing secret): see tests/e2e/accounts.ts.
    await context.addCookies([rememberedAdminCookie(baseURL ?? emptyUrl)]);
    // Some tests save a team whose image is an outside address (https://example.com/…); this machine has no network,
    // so every page gets a tiny image there instead of a DNS error in a later test that lists that team.
    await context.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 40[0-9]/.test(msg.text())) errors.push(`console: ${msg.text()}`);
    });
    await use(page);
    await context.close();
    expect(errors, 'the page logged errors').toEqual([]);
  },
});

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
