import type { Locator, Page } from '@playwright/test';
import { admin, expect, test } from './fixtures.ts';
import { demoUrl, openAdminTab, pngBuffer, unique } from './admin-helpers.ts';

/** Presses `key` (Tab by default) until `target` has the focus, as someone without a mouse would. */
async function moveFocusTo(page: Page, target: Locator, key = 'Tab', max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} × ${max} never reached ${target}`);
}

test('keyboard alone: log in, open Equips, create a team; dialogs open on their first field and give focus back', async ({ page }) => {
  // The "external" image is answered locally (the tests never leave the machine).
  const png = await pngBuffer(64, 48, '#7c3aed');
  await page.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));

  await page.goto('/admin/login');
  await moveFocusTo(page, page.getByLabel('Usuari'));
  await page.keyboard.type(admin.username);
  await moveFocusTo(page, page.getByLabel('Contrasenya'));
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin');

  // The tab list is one stop; the arrows move along it and Enter opens a tab (manual activation).
  await moveFocusTo(page, page.getByRole('tab', { selected: true }));
  await moveFocusTo(page, page.getByRole('tab', { name: 'Equips', exact: true }), 'ArrowRight', 12);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Equips', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').first()).toBeVisible();

  const opener = page.getByRole('button', { name: 'Nou equip' });
  await moveFocusTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nou equip' });
  const nameField = dialog.getByLabel('Nom', { exact: true });
  // Focus on the first field, not on the close button: a space goes into the field instead of closing the dialog.
  await expect(nameField).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await expect(nameField).toHaveValue(' ');
  await page.keyboard.press('Backspace');

  const name = unique('CB Teclat');
  await page.keyboard.type(name);
  await moveFocusTo(page, dialog.getByLabel('Descripció'));
  await page.keyboard.type('Equip creat només amb el teclat.');
  await moveFocusTo(page, dialog.getByLabel("O enganxa l'adreça (URL) d'una imatge"));
  // Pasted (Ctrl+V), in one go: typed letter by letter, each half-written address would be previewed.
  await page.keyboard.insertText('https://example.com/teclat.png');
  await moveFocusTo(page, dialog.getByLabel('Entrenador'));
  await page.keyboard.type('Pep Tecles');
  await moveFocusTo(page, dialog.getByRole('button', { name: 'Nou equip' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Equip creat', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Pep Tecles');
  // Back on the control that opened the dialog.
  await expect(opener).toBeFocused();

  // Escape closes without saving, and focus goes back too.
  await page.keyboard.press('Enter');
  await expect(nameField).toBeFocused();
  await page.keyboard.type('A mig escriure');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Editing: the dialog opens on the name, filled in; closing gives the focus back to that card's button.
  const edit = card.getByRole('button', { name: `Editar l'equip ${name}` });
  await moveFocusTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: "Editar l'equip" });
  await expect(editDialog.getByLabel('Nom', { exact: true })).toBeFocused();
  await expect(editDialog.getByLabel('Nom', { exact: true })).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  const saved = (await (await page.request.get('/api/teams')).json()).find((t: { name: string }) => t.name === name);
  expect(saved).toMatchObject({ coach: 'Pep Tecles', imageUrl: 'https://example.com/teclat.png' });
  const res = await page.request.delete(`/api/teams/${saved.id}`, { headers: { origin: demoUrl } });
  expect(res.status()).toBe(204);
});

test('product sizes by keyboard: Enter in a new size adds it (never submits the product); both sizes are saved', async ({ page }) => {
  await openAdminTab(page, 'productes', 'Productes');
  await expect(page.getByTestId('admin-product').first()).toBeVisible();
  const opener = page.getByRole('button', { name: 'Nou producte' });
  await moveFocusTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nou producte' });
  await expect(dialog.getByLabel('Nom', { exact: true })).toBeFocused();
  const name = unique('Samarreta Teclat');
  await page.keyboard.type(name);
  await moveFocusTo(page, dialog.getByLabel('Preu (€)'));
  await page.keyboard.type('9,5');
  await moveFocusTo(page, dialog.getByLabel('Té talles'));
  await page.keyboard.press('Space');

  const newName = dialog.getByLabel('Nova talla');
  const newStock = dialog.getByLabel('Estoc', { exact: true });
  await moveFocusTo(page, newName);
  await page.keyboard.type('S');
  await page.keyboard.press('Tab');
  await expect(newStock).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  // Added, the fields emptied and the focus ready for the next size; the product was not submitted.
  await expect(dialog.getByLabel('Estoc de la talla S')).toHaveValue('3');
  await expect(newName).toBeFocused();
  await expect(newName).toHaveValue('');
  await expect(dialog).toBeVisible();

  // Enter with the stock still empty goes to the stock field.
  await page.keyboard.type('M');
  await page.keyboard.press('Enter');
  await expect(newStock).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Estoc de la talla M')).toHaveValue('5');
  await expect(dialog).toBeVisible();

  await moveFocusTo(page, dialog.getByRole('button', { name: 'Crear producte' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Producte creat', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.getByTestId('admin-product').filter({ hasText: name });
  await expect(item).toContainText('S: 3 unitats');
  await expect(item).toContainText('M: 5 unitats');
  await expect(opener).toBeFocused();

  const products = await (await page.request.get('/api/admin/products')).json();
  const saved = products.find((p: { name: string }) => p.name === name);
  expect(saved.sizes.map((z: { sizeName: string; stock: number }) => [z.sizeName, z.stock])).toEqual([
    ['S', 3],
    ['M', 5],
  ]);
  const res = await page.request.delete(`/api/products/${saved.id}`, { headers: { origin: demoUrl } });
  expect(res.status()).toBeLessThan(300);
});
