import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Issue 13 item 4, decision 174: each team, campus and product has its own address that opens its dialog; the
 * dialog's 'Comparteix' copies that address where the browser has no share sheet (a desktop), and closing the
 * dialog goes back to the list's address.
 */
type Item = { id: number; name: string };

async function withoutShareSheet(page: Page) {
  // Desktop Chromium may or may not have navigator.share; without it the button copies the link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}

const slugOf = (url: string) => new URL(url).pathname;

test('a team card puts its own address in the URL; that address opens the dialog; closing goes back to /equips', async ({ page, request }) => {
  await withoutShareSheet(page);
  const [team] = (await (await request.get('/api/teams')).json()) as Item[];
  await page.goto('/equips');
  await page.getByRole('button', { name: team!.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Informació detallada de l'equip" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/equips/${team!.id}-[a-z0-9-]+$`));
  const address = slugOf(page.url());

  // 'Comparteix' copies the address.
  await dialog.getByRole('button', { name: 'Comparteix' }).click();
  await expect(page.getByText('Enllaç copiat', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}${address}`);

  // Closing goes back to the list; the browser's Back from there does not reopen it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/equips$/);

  // The address itself, opened fresh (a link from a chat), shows the dialog at once.
  await page.goto(address);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: team!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${team!.name} · CB Llívia`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /Tanca/ }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/equips$/);
});

test('a shared campus link opens its sign-up dialog', async ({ page, request }) => {
  await withoutShareSheet(page);
  const list = (await (await request.get('/api/campus')).json()) as (Item & { placesLeft: number })[];
  const open = list.find((c) => c.placesLeft > 0)!;
  await page.goto('/campus');
  const card = page.getByRole('article', { name: open.name });
  await card.getByRole('button', { name: `Comparteix ${open.name}` }).click();
  await expect(page.getByText('Enllaç copiat', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/campus/${open.id}-[a-z0-9-]+$`));

  await page.goto(copied);
  const dialog = page.getByRole('dialog', { name: `Inscripció: ${open.name}` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/campus$/);
});

test('a campus link shared from the French page is French and opens its French sign-up dialog', async ({ page, request }) => {
  await withoutShareSheet(page);
  const list = (await (await request.get('/api/campus')).json()) as (Item & { placesLeft: number })[];
  const open = list.find((c) => c.placesLeft > 0)!;
  await page.goto('/fr/campus');
  await page.getByRole('article', { name: open.name }).getByRole('button', { name: `Partager ${open.name}` }).click();
  await expect(page.getByText('Lien copié', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/fr/campus/${open.id}-[a-z0-9-]+$`));

  await page.goto(copied);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const dialog = page.getByRole('dialog', { name: `Inscription\u00a0: ${open.name}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/fr\/campus$/);
});

test("a product's address opens its details; an old name in it still does", async ({ page, request }) => {
  const [product] = (await (await request.get('/api/products')).json()) as Item[];
  await page.goto(`/botiga/${product!.id}-un-nom-antic`);
  await expect(page).toHaveURL(new RegExp(`/botiga/${product!.id}-(?!un-nom-antic)[a-z0-9-]+$`));
  const dialog = page.getByRole('dialog', { name: product!.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Comparteix' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/botiga$/);
});
