import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('unknown path shows the English Page Not Found with HTTP 404', async ({ page }) => {
  const res = await page.goto('/aquesta-pagina-no-existeix');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expectNoSeriousA11yViolations(page);
});

test('the page has lang="ca", a title and a description per route', async ({ page }) => {
  await page.goto('/equips');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page).toHaveTitle(/Equips/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /equips/);
});

test('mobile drawer at 390×844 opens, marks the active link and closes after a link is chosen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Obrir el menú' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Inici' })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('link', { name: 'Partits' }).click();
  await expect(page).toHaveURL('/partits');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Obrir el menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Partits' })).toHaveAttribute('aria-current', 'page');
  await context.close();
});
