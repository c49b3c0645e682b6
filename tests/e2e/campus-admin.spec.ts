import { demoUrl, openAdminTab, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('Campus tab: create (image required), active switch, view registrations, delete', async ({ page }) => {
  await openAdminTab(page, 'campus', 'Campus');
  await expect(page.getByRole('heading', { name: 'Campus', level: 2 })).toBeVisible();
  const summer = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Campus d’Estiu' }) });
  await expect(summer.getByText('Actiu', { exact: true }).first()).toBeVisible();
  await expect(summer.getByText(/\d+ inscrits?/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = unique('Campus de Nadal');
  await page.getByRole('button', { name: 'Nou campus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nou campus' });
  await dialog.getByLabel('Nom', { exact: true }).fill(name);
  await dialog.getByLabel('Descripció').fill('Tres dies de bàsquet per Nadal.');
  const year = new Date().getFullYear() + 1;
  await dialog.getByLabel('Data d’inici').fill(`${year}-12-27`);
  await dialog.getByLabel('Data de final').fill(`${year}-12-29`);
  await dialog.getByLabel('Preu no socis (€)').fill('45.5');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('Si us plau, afegeix una imatge del campus.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('O enganxa l\'adreça (URL) d\'una imatge').fill(`${demoUrl}/favicon.svg`);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('6–16 anys · Socis Gratuït · No socis 45,50 €')).toBeVisible();
  await expect(card.getByText('0 inscrits · 30 de 30 places lliures')).toBeVisible();

  // The switch takes it off the public page.
  const toggle = card.getByRole('switch', { name: `Campus ${name} actiu (visible i obert a inscripcions)` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(card.getByText('Inactiu', { exact: true })).toBeVisible();
  const publicList = (await (await page.request.get('/api/campus')).json()) as { name: string }[];
  expect(publicList.some((c) => c.name === name)).toBe(false);

  await card.getByRole('button', { name: `Veure les inscripcions del campus ${name}` }).click();
  const regs = page.getByRole('dialog', { name: `Inscripcions: ${name}` });
  await expect(regs.getByText('Aquest campus encara no té inscripcions.')).toBeVisible();
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `Eliminar el campus ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Aquesta acció no es pot desfer.');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(card).toBeHidden();
});

test('Inscr. Campus tab: registrations grouped by campus, with the CSV export', async ({ page }) => {
  await openAdminTab(page, 'inscr-campus', 'Inscr. Campus');
  const group = page.getByRole('region', { name: /Campus d’Estiu/ });
  const pau = group.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pau Vila Soler' }) });
  await expect(pau).toBeVisible();
  await expect(pau.getByText('Targeta · 120,00 €')).toBeVisible();
  await expect(pau.getByText('Pagada', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exporta CSV' })).toHaveAttribute('href', '/api/campus-registrations/export.csv');
  await expectNoSeriousA11yViolations(page);
});
