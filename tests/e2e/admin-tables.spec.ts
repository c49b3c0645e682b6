import type { Locator } from '@playwright/test';
import { clubRegistration as registration, loginByApi, openAdminTab, serverTodo as todoOf, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Back office at scale (issue 12 item 4): among many registrations, a volunteer finds one family by surname in
 * Inscr. Club, opens its full record (the DNI whole there, masked in the row), marks it processed and sees what is
 * left to do drop.
 */

test('Inscr. Club: find one family by surname among many, open its detail, mark it processed', async ({ page }) => {
  const surname = unique('Vilaregut').replace(' ', '');
  const posts = Array.from({ length: 60 }, (_, i) => page.request.post('/api/club-registrations', { data: registration(`Jugador ${i} Altres`) }));
  for (const res of await Promise.all(posts)) expect(res.status()).toBe(201);
  const family = `Pol ${surname} Fontanals`;
  const created = await page.request.post('/api/club-registrations', {
    data: registration(family, { playerDni: '87654321X', guardianEmail: 'carme.fontanals@example.net' }),
  });
  expect(created.status()).toBe(201);

  await loginByApi(page);
  await page.goto('/admin?tab=inscr-club');
  const tab = page.getByRole('tab', { name: 'Inscr. Club', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // A page of rows, not every registration.
  await expect(page.getByText(/^Pàgina 1 de \d+$/)).toBeVisible();
  const badge = page.getByTestId('tab-todo-badge-inscr-club');
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(60);
  await expect(tab).toHaveAccessibleDescription(`${before} pendents de tramitar`);

  await page.getByRole('searchbox', { name: 'Cerca' }).fill(surname.toLowerCase());
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('•••• 321X')).toBeVisible();
  await expect(row.getByText('87654321X')).toHaveCount(0);
  await expect(row.getByText('Pendent', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Obre la fitxa de ${family}` }).click();
  const dialog = page.getByRole('dialog', { name: family });
  await expect(dialog.getByText('87654321X')).toBeVisible();
  await expect(dialog.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Marca com a feta' }).click();
  await expect(dialog.getByText(/^Feta per admin el /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText(/^Feta per admin el /)).toBeVisible();
  // The badge follows the server's count, which no longer has the family (other tests may add registrations at
  // the same time, so the figure is compared with the server's rather than with `before - 1`).
  const serverTodo = () => todoOf(page, 'inscr-club');
  await expect.poll(async () => Number(await badge.textContent()) === (await serverTodo())).toBe(true);
  expect(await serverTodo()).toBeLessThanOrEqual(before);

  // What is still to do: the family has left the "Pendents" list.
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Pendents' });
  await expect(page.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Fetes' });
  await expect(row).toBeVisible();
});

/**
 * How many pixels of a control's text do not fit in it (0 or less: all of it shows): an input's placeholder, or the
 * widest choice of a select beside the native arrow (about 20 px).
 */
const overflow = (control: Locator) =>
  control.evaluate((el: HTMLInputElement | HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const texts = el instanceof HTMLSelectElement ? [...el.options].map((o) => o.text) : [el.placeholder];
    const arrow = el instanceof HTMLSelectElement ? 20 : 0;
    return Math.max(...texts.map((t) => context.measureText(t).width)) + arrow - room;
  });

const tables = [
  { slug: 'inscr-club', label: 'Inscr. Club', hint: 'Nom, cognoms, correu, telèfon o DNI' },
  { slug: 'inscr-escoles', label: 'Inscr. Escoles', hint: 'Nom, cognoms, correu, telèfon o DNI' },
  // A campus sign-up, an order and a message have no DNI: their hints do not offer it.
  { slug: 'inscr-campus', label: 'Inscr. Campus', hint: 'Nom, cognoms, correu o telèfon' },
  { slug: 'comandes', label: 'Comandes', hint: 'Nom, cognoms, correu o telèfon' },
  { slug: 'missatges', label: 'Missatges', hint: 'Nom, cognoms, correu o telèfon' },
];

test("each table's search names what it searches, and its controls show their whole text on a phone and a laptop", async ({ page }) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const { slug, label, hint } of tables) {
      await openAdminTab(page, slug, label);
      const tab = page.getByRole('tabpanel', { name: label });
      const search = tab.getByRole('searchbox', { name: 'Cerca' });
      await expect(search).toHaveAttribute('placeholder', hint);
      expect(await overflow(search), `${label} search at ${viewport.width} px`).toBeLessThanOrEqual(0);
      for (const name of ['Tramitació', 'Ordre', 'Estat']) {
        const select = tab.getByRole('combobox', { name, exact: true });
        if ((await select.count()) === 0) continue;
        expect(await overflow(select), `${label} ${name} at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  }
});
