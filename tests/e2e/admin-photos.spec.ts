import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openAdminTab, pngBuffer, unique } from './admin-helpers.ts';

/** Drops a file on an element the way a browser does (a DataTransfer with a File). */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(({ b64, name, type }) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], name, { type }));
    return dt;
  }, { b64: file.buffer.toString('base64'), name: file.name, type: file.type });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('Fotos: add by drag and drop (images only), see it in the gallery and the public list, delete', async ({ page }) => {
  await openAdminTab(page, 'fotos', 'Fotos');
  await expect(page.getByRole('heading', { name: 'Fotos', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const title = unique('Final de temporada');
  await page.getByRole('button', { name: 'Afegir foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Afegir foto' });
  await expect(dialog.getByText('JPG, PNG, GIF fins a 10MB')).toBeVisible();
  // Photos are uploaded only (no URL field).
  await expect(dialog.getByLabel("O enganxa l'adreça (URL) d'una imatge")).toHaveCount(0);
  const categories = await dialog.getByLabel('Categoria').locator('option').allTextContents();
  expect(categories).toEqual(['Tria una categoria', 'Partits', 'Entrenaments', 'Campus', 'Celebracions', 'Equips', 'Altres']);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Afegir foto' }).click();
  await expect(dialog.getByText('Aquest camp és obligatori.')).toBeVisible();
  await expect(dialog.getByText('Si us plau, selecciona una imatge.')).toBeVisible();

  const zone = dialog.getByTestId('photo-image-dropzone');
  await dropFile(page, zone, { name: 'notes.txt', type: 'text/plain', buffer: Buffer.from('no soc una imatge') });
  await expect(dialog.getByText('Només es poden afegir imatges.')).toBeVisible();

  const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/upload-image'));
  await dropFile(page, zone, { name: 'final.png', type: 'image/png', buffer: await pngBuffer(1800, 1200, '#7c2d12') });
  expect((await uploaded).status()).toBe(200);
  await expect(dialog.getByRole('img', { name: 'Vista prèvia' })).toBeVisible();
  await expect(dialog.getByText('Només es poden afegir imatges.')).toHaveCount(0);

  await dialog.getByLabel('Títol').fill(title);
  await dialog.getByLabel('Descripció (opcional)').fill('La festa de final de temporada.');
  await dialog.getByLabel('Categoria').selectOption('celebracions');
  await dialog.getByRole('button', { name: 'Afegir foto' }).click();
  await expect(page.getByText('Foto afegida', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Celebracions');
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /^\/media\/[a-f0-9]{32}-sm\.jpg$/);

  const photos = await (await page.request.get('/api/photos')).json();
  const saved = photos.find((p: { title: string }) => p.title === title);
  expect(saved).toMatchObject({ category: 'celebracions', fileName: 'final.png', width: 1200, height: 800 });
  const bytes = await (await page.request.get(saved.imageUrl)).body();
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);

  await card.getByRole('button', { name: /^Eliminar/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Aquesta acció no es pot desfer.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Foto eliminada', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('Fotos: the file picker works too, and a refused upload shows the upload error', async ({ page }) => {
  await openAdminTab(page, 'fotos', 'Fotos');
  await page.getByRole('button', { name: 'Afegir foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Afegir foto' });

  await page.route('**/api/upload-image', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Error pujant la imatge: el fitxer no és una imatge vàlida.' }) }),
  );
  await dialog.getByLabel('Imatge', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await pngBuffer(50, 50) });
  await expect(page.getByText('Error pujant la imatge', { exact: true })).toBeVisible();
  await page.unroute('**/api/upload-image');

  const title = unique('Entrenament');
  await dialog.getByLabel('Imatge', { exact: true }).setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: await pngBuffer(60, 40) });
  await expect(dialog.getByRole('img', { name: 'Vista prèvia' })).toBeVisible();
  await dialog.getByLabel('Títol').fill(title);
  await dialog.getByLabel('Categoria').selectOption('entrenaments');
  await dialog.getByRole('button', { name: 'Afegir foto' }).click();
  await expect(page.getByText('Foto afegida', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Entrenaments');

  await page.route('**/api/photos/*', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Foto no trobada.' }) }),
  );
  await card.getByRole('button', { name: /^Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Error eliminant la foto', { exact: true })).toBeVisible();
  await page.unroute('**/api/photos/*');
  await card.getByRole('button', { name: /^Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(card).toHaveCount(0);
});
