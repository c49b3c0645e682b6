import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openAdminTab, unique } from './admin-helpers.ts';
import { formatDate, todayInMadrid } from '#shared/dates.ts';

test('Partits: create from the team list and via Altre equip..., edit status and scores, delete', async ({ page }) => {
  await openAdminTab(page, 'partits', 'Partits');
  await expect(page.getByRole('heading', { name: 'Partits', level: 2 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const rival = unique('CB Rival');
  await page.getByRole('button', { name: 'Nou partit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nou partit' });
  await expect(dialog).toBeVisible();
  // A new match has no status field (SPEC §4).
  await expect(dialog.getByLabel('Estat', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Validation: everything missing.
  await dialog.getByLabel('Lloc').fill('');
  await dialog.getByRole('button', { name: 'Nou partit' }).click();
  await expect(dialog.getByText("L'equip local és obligatori.")).toBeVisible();
  await expect(dialog.getByText('Tria una categoria de la llista.')).toBeVisible();

  const home = dialog.getByLabel('Equip local', { exact: true });
  const homeOptions = await home.locator('option').allTextContents();
  expect(homeOptions[0]).toBe('Tria un equip');
  expect(homeOptions.at(-1)).toBe('Altre equip...');
  await home.selectOption({ label: 'CB Llívia Cadet Femení' });
  await dialog.getByLabel('Equip visitant', { exact: true }).selectOption({ label: 'Altre equip...' });
  await dialog.getByLabel("Nom de l'equip visitant").fill(rival);
  // Played today: the newest result of the season holding today, whatever the day the test runs.
  const today = todayInMadrid();
  await dialog.getByLabel('Data').fill(today);
  await dialog.getByLabel('Hora').fill('17:30');
  await dialog.getByLabel('Lloc').fill('Pavelló Fòrum');
  const categories = await dialog.getByLabel('Categoria').locator('option').allTextContents();
  expect(categories.slice(1)).toHaveLength(15);
  await dialog.getByLabel('Categoria').selectOption('Cadet Femení');
  await dialog.getByRole('button', { name: 'Nou partit' }).click();
  await expect(page.getByText('Partit creat', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('listitem').filter({ hasText: rival });
  await expect(row).toContainText('Programat');
  await expect(row).toContainText(formatDate(today));
  await expect(row).toContainText('vs');

  // Edit: status and scores.
  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar partit' });
  await expect(edit.getByLabel('Equip local', { exact: true })).toHaveValue('CB Llívia Cadet Femení');
  await expect(edit.getByLabel('Equip visitant', { exact: true })).toHaveValue('__altre__');
  await expect(edit.getByLabel("Nom de l'equip visitant")).toHaveValue(rival);
  const statusOptions = await edit.getByLabel('Estat', { exact: true }).locator('option').allTextContents();
  expect(statusOptions).toEqual(['Programat', 'En Joc', 'Finalitzat']);
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel('Estat', { exact: true }).selectOption({ label: 'Finalitzat' });
  await edit.getByLabel('Punts equip local').fill('71');
  await edit.getByLabel('Punts equip visitant').fill('64');
  await edit.getByRole('button', { name: 'Desar els canvis' }).click();
  await expect(page.getByText('Partit actualitzat', { exact: true })).toBeVisible();
  await expect(row).toContainText('Finalitzat');
  await expect(row).toContainText('71 – 64');

  // The public calendar shows the result.
  const api = await page.request.get('/api/matches');
  const saved = (await api.json()).find((m: { awayTeam: string }) => m.awayTeam === rival);
  expect(saved).toMatchObject({ status: 'completed', homeScore: 71, awayScore: 64, homeTeam: 'CB Llívia Cadet Femení' });

  // Delete: asks first; cancel keeps it, confirm removes it.
  await row.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Aquesta acció no es pot desfer.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel·lar' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Partit eliminat', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Partits: a server error shows SPEC §8 toast', async ({ page }) => {
  await openAdminTab(page, 'partits', 'Partits');
  await page.route('**/api/matches/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Partit no trobat.' }) })
      : route.continue(),
  );
  await page.getByRole('listitem').first().getByRole('button', { name: /^Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Error eliminant el partit', { exact: true })).toBeVisible();
  await expect(page.getByText('Partit no trobat.', { exact: true })).toBeVisible();
});
