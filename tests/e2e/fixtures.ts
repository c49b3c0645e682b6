import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
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
 * Every test gets a page from its own `browser.newContext()` (what @axe-core/playwright needs), and fails if the
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

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
