import type { Browser, Page } from '@playwright/test';
import { demoUrl } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const message = "No s'ha pogut carregar aquesta pàgina.";
const historyChunk = /\/assets\/history-[\w-]+\.js$/;

/**
 * Its own page: the failures are made on purpose, so the browser and React log them (console errors the shared
 * fixture refuses); what must never happen is an uncaught error, i.e. a blank site.
 */
async function pageOf(browser: Browser): Promise<{ page: Page; uncaught: string[] }> {
  const context = await browser.newContext({ baseURL: demoUrl, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (err) => uncaught.push(err.message));
  return { page, uncaught };
}

test('a route chunk that fails to load: the message and its retry inside the layout; the retry loads the page', async ({ browser }) => {
  const { page, uncaught } = await pageOf(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.route(historyChunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('banner').getByRole('link', { name: 'Història', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  // Inside the layout: the header and footer stay, and lead elsewhere.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(historyChunk);
  await alert.getByRole('button', { name: 'Torna-ho a provar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'La Nostra Història' })).toBeVisible();
  await expect(page).toHaveURL('/historia');
  await expect(page.getByText(message)).toHaveCount(0);
  expect(uncaught).toEqual([]);
  await page.context().close();
});

test('the same on a first visit straight to the page', async ({ browser }) => {
  const { page, uncaught } = await pageOf(browser);
  await page.route(historyChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/historia');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Another page from the header works (the failure is cleared when the path changes).
  await page.getByRole('banner').getByRole('link', { name: 'Partits', exact: true }).click();
  await expect(page).toHaveURL('/partits');
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(uncaught).toEqual([]);
  await page.context().close();
});

test('a render error (an answer the page cannot draw): the message inside the layout; the retry fetches again', async ({ browser }) => {
  const { page, uncaught } = await pageOf(browser);
  await page.goto('/historia');
  await expect(page.getByRole('heading', { level: 1, name: 'La Nostra Història' })).toBeVisible();

  await page.route('**/api/photos', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"photos":"no"}' }));
  await page.getByRole('banner').getByRole('link', { name: 'Fotos', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute('**/api/photos');
  await alert.getByRole('button', { name: 'Torna-ho a provar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria de Fotos' })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
  expect(uncaught).toEqual([]);
  await page.context().close();
});
