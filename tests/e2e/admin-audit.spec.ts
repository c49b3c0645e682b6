import { demoUrl, openAdminTab, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

const shots = process.env.AUDIT_SHOTS;

test('Registre: the admin changes a team, opens Registre, filters by entity and sees the entry', async ({ page }) => {
  await openAdminTab(page, 'equips', 'Equips');
  const name = unique('CB Llívia Registre');
  const made = await page.request.post('/api/teams', {
    headers: { origin: demoUrl },
    data: { name, description: 'Equip del registre', imageUrl: 'https://example.com/equip.jpg' },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  // The change, through the tab's own form.
  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: "Editar l'equip" });
  await edit.getByLabel('Lliga').fill('Lliga del registre');
  await edit.getByRole('button', { name: 'Desar els canvis' }).click();
  await expect(page.getByText('Equip actualitzat', { exact: true })).toBeVisible();

  // Registre, from the header.
  await page.getByRole('navigation').getByRole('link', { name: 'Registre' }).click();
  await expect(page.getByRole('heading', { name: 'Registre', level: 2 })).toBeVisible();
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page.getByLabel('Entitat').selectOption({ label: 'Equips' });
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toContainText('Equips');
  const recordButton = page.getByRole('button', { name: `Només aquest registre: Equips ${id}`, exact: true });
  const change = rows.filter({ hasText: 'Modificació' }).filter({ has: recordButton });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('admin');
  await expect(change).toContainText('league');
  await expect(change).not.toContainText('Lliga del registre');
  for (const text of await rows.allTextContents()) expect(text).toContain('Equips');
  await expectNoSeriousA11yViolations(page);
  if (shots) await lookAt(page, { path: `${shots}/registre-laptop.png`, fullPage: true });

  // That record's own history: its creation and its change, newest first.
  await change.getByRole('button', { name: `Només aquest registre: Equips ${id}` }).click();
  await expect(page.getByRole('button', { name: `Treu el filtre: Equips ${id}` })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Modificació');
  await expect(rows.nth(1)).toContainText('Creació');
  await expect(page.getByRole('status').filter({ hasText: '2 entrades' })).toBeVisible();

  // A range that ends before it starts is said under the field.
  await page.getByLabel('Des de').fill('2026-03-15');
  await page.getByLabel('Fins a').fill('2026-03-14');
  await expect(page.getByRole('alert')).toHaveText('La data «fins a» no pot ser anterior a la data «des de».');
  await expect(page.getByLabel('Fins a')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Treu els filtres' }).click();
  await expect(page.getByLabel('Entitat')).toHaveValue('');
});

test('Registre on a phone: the rows stack, each value with its column name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminTab(page, 'equips', 'Equips');
  await page.goto('/admin?area=registre');
  const row = page.getByTestId('audit-row').first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Data i hora');
  await expect(row).toContainText('Persona');
  // Stacked: the row is as wide as the list and its cells sit one under the other.
  const cells = row.locator('td');
  const first = await cells.nth(0).boundingBox();
  const second = await cells.nth(1).boundingBox();
  expect(second!.y).toBeGreaterThan(first!.y);
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);
  await expectNoSeriousA11yViolations(page);
  if (shots) await lookAt(page, { path: `${shots}/registre-phone.png`, fullPage: true });
});
