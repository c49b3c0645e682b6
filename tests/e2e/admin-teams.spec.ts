import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openAdminTab, pngBuffer, unique } from './admin-helpers.ts';

test('Equips: create with an uploaded image (resized in the browser), edit keeping it, delete', async ({ page }) => {
  await openAdminTab(page, 'equips', 'Equips');
  await expect(page.getByRole('heading', { name: 'Equips', level: 2 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = unique('CB Llívia Prova');
  await page.getByRole('button', { name: 'Nou equip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nou equip' });
  await expectNoSeriousA11yViolations(page);

  // The image is required when creating (SPEC §5); the external link must be a URL.
  await dialog.getByLabel('Nom', { exact: true }).fill(name);
  await dialog.getByLabel('Descripció').fill('Equip creat per la prova.');
  await dialog.getByLabel('Enllaç a la fitxa oficial').fill('no és un enllaç');
  await dialog.getByRole('button', { name: 'Nou equip' }).click();
  await expect(dialog.getByText("Si us plau, selecciona una imatge per a l'equip.")).toBeVisible();
  await expect(dialog.getByText("L'enllaç extern ha de ser una URL vàlida (https://…).")).toBeVisible();
  await dialog.getByLabel('Enllaç a la fitxa oficial').fill('https://www.basquetcatala.cat/club/llivia');

  // A 2400×1600 image: the browser sends at most 1200 px.
  const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/upload-image'));
  await dialog.getByLabel('Imatge', { exact: true }).setInputFiles({
    name: 'equip.png',
    mimeType: 'image/png',
    buffer: await pngBuffer(2400, 1600, '#1d4ed8'),
  });
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const { imagePath, width, height } = await upload.json();
  expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
  // The preview is the browser-resized JPEG that was sent: 1200 px at most (SPEC §9), not the 2400 px original.
  const preview = dialog.getByRole('img', { name: 'Vista prèvia' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 800]);

  await dialog.getByLabel('Categoria').fill('CADET');
  await dialog.getByLabel('Nombre de jugadors').fill('11');
  await dialog.getByLabel('Entrenador').fill('Pep Prova');
  await dialog.getByLabel('Jugadors', { exact: true }).fill('Anna\nBerta\n\nCarla');
  await dialog.getByRole('button', { name: 'Nou equip' }).click();
  await expect(page.getByText('Equip creat', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('CADET');
  await expect(card).toContainText('11 jugadors');
  const teams = await (await page.request.get('/api/teams')).json();
  const saved = teams.find((t: { name: string }) => t.name === name);
  expect(saved).toMatchObject({ imageUrl: imagePath, coach: 'Pep Prova', externalUrl: 'https://www.basquetcatala.cat/club/llivia' });
  const served = await page.request.get(imagePath);
  const meta = await sharp(await served.body()).metadata();
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);

  // Edit: the image may be kept.
  await card.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: "Editar l'equip" });
  await expect(edit.getByLabel('Nom', { exact: true })).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel('Lliga').fill('Lliga Cadet Girona');
  await edit.getByLabel('Nombre de jugadors').fill('12');
  await edit.getByRole('button', { name: 'Desar els canvis' }).click();
  await expect(page.getByText('Equip actualitzat', { exact: true })).toBeVisible();
  await expect(card).toContainText('12 jugadors');
  const after = (await (await page.request.get('/api/teams')).json()).find((t: { name: string }) => t.name === name);
  expect(after).toMatchObject({ imageUrl: imagePath, league: 'Lliga Cadet Girona', playerCount: 12 });

  // Delete, with the warning.
  await card.getByRole('button', { name: /^Eliminar/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Aquesta acció no es pot desfer.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Equip eliminat', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('Equips: an image URL instead of an upload; a failed save shows the toast and the server field errors', async ({ page }) => {
  // The "external" image is answered locally (the tests never leave the machine).
  const png = await pngBuffer(64, 48, '#15803d');
  await page.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));
  await openAdminTab(page, 'equips', 'Equips');
  const name = unique('CB Llívia URL');
  await page.getByRole('button', { name: 'Nou equip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nou equip' });
  await dialog.getByLabel('Nom', { exact: true }).fill(name);
  await dialog.getByLabel('Descripció').fill('Amb imatge per URL.');
  await dialog.getByLabel("O enganxa l'adreça (URL) d'una imatge").fill('https://example.com/equip.jpg');

  await page.route('**/api/teams', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Les dades enviades no són vàlides.', fieldErrors: { name: ['Aquest nom ja existeix.'] } }),
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Nou equip' }).click();
  await expect(page.getByText("Error creant l'equip", { exact: true })).toBeVisible();
  await expect(dialog.getByText('Aquest nom ja existeix.')).toBeVisible();
  await expect(dialog.getByLabel('Nom', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.unroute('**/api/teams');

  await dialog.getByRole('button', { name: 'Nou equip' }).click();
  await expect(page.getByText('Equip creat', { exact: true })).toBeVisible();
  const saved = (await (await page.request.get('/api/teams')).json()).find((t: { name: string }) => t.name === name);
  expect(saved.imageUrl).toBe('https://example.com/equip.jpg');
  const res = await page.request.delete(`/api/teams/${saved.id}`, { headers: { origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(204);
});
