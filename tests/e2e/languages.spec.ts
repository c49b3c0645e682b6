import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Issue 13 item 1, decision 175: the same page in Catalan, Spanish and French; the switcher in the header and the
 * drawer keeps the page, and the choice is remembered for SPEC's addresses; a Catalan visitor downloads no Spanish
 * or French text.
 */

test('the header switcher keeps the page and its query, and the choice is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/partits?equip=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  const header = page.getByRole('banner');
  await header.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/partits\?equip=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Matchs · CB Llívia');
  await expect(header.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Équipes' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');

  // Navigation inside the site stays in French.
  await header.getByRole('link', { name: 'Équipes' }).click();
  await expect(page).toHaveURL(/\/fr\/equips$/);
  await expect(page).toHaveTitle('Équipes · CB Llívia');

  // SPEC's address, typed or followed from a Catalan link, now opens the French page.
  await page.goto('/campus');
  await expect(page).toHaveURL(/\/fr\/campus$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Back to Catalan: remembered too.
  await page.getByRole('banner').getByRole('link', { name: 'Català' }).click();
  await expect(page).toHaveURL(/\/campus$/);
  await page.goto('/equips');
  await expect(page).toHaveURL(/\/equips$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
});

test('the drawer switcher on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/historia');
  await page.getByRole('button', { name: 'Obrir el menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/historia$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Historia' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
});

test('dates and money in the page language', async ({ page }) => {
  await page.goto('/fr/botiga');
  // "25,00 €" in Catalan and French alike, but French separates with a no-break space; a product price is shown.
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  await page.goto('/fr/partits');
  const months = /(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/;
  await expect(page.getByText(months).first()).toBeVisible();
  await page.goto('/es/partits');
  await expect(page.getByText(/(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/).first()).toBeVisible();
});

test('a Catalan visitor downloads no Spanish or French text', async ({ page }) => {
  // The addresses of every script the pages load; their bodies fetched afterwards (a response's body is gone once
  // the page navigates away, so reading it in the listener raced the next page).
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) urls.add(res.url());
  });
  for (const path of ['/', '/campus', '/botiga', '/inscriute', '/privacitat']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  expect(urls.size).toBeGreaterThan(3);
  const scripts = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
  for (const text of scripts) {
    expect(text).not.toContain('Pasión por el baloncesto');
    expect(text).not.toContain('La passion du basket');
    expect(text).not.toContain('Découvrez toutes les équipes');
  }
});

for (const path of ['/es/', '/fr/', '/fr/campus', '/es/botiga', '/fr/inscriute', '/es/partits', '/fr/privacitat', '/es/contacte']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3));
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
