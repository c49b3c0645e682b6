import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { demoUrl, loginByApi, openAdminTab, pngBuffer, unique } from './admin-helpers.ts';

type Album = { id: number; title: string };
type Photo = { id: number; title: string; imageUrl: string };

const headers = { origin: demoUrl };

/** An album with `count` photos (one stored image shared by all), made through the admin API. */
async function albumWithPhotos(page: Page, count: number): Promise<{ album: Album; photos: Photo[] }> {
  await loginByApi(page);
  const title = unique('Àlbum de proves');
  const created = await page.request.post('/api/albums', {
    headers,
    data: { title, albumDate: '2099-01-01', description: 'Un àlbum fet per la prova.', coverImageUrl: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  const album = (await created.json()) as Album;
  const upload = await page.request.post('/api/upload-image', {
    headers,
    multipart: { image: { name: 'prova.png', mimeType: 'image/png', buffer: await pngBuffer(900, 600, '#1d4ed8') } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { imagePath } = (await upload.json()) as { imagePath: string };
  const photos: Photo[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await page.request.post('/api/photos', {
      headers,
      data: { title: `${title} · foto ${i}`, category: i % 2 ? 'partits' : 'altres', imageUrl: imagePath, albumId: album.id },
    });
    expect(res.status(), await res.text()).toBe(201);
    photos.push((await res.json()) as Photo);
  }
  return { album, photos: photos.reverse() };
}

async function removeAlbum(page: Page, album: Album, photos: Photo[]) {
  for (const p of photos) await page.request.delete(`/api/photos/${p.id}`, { headers });
  await page.request.delete(`/api/albums/${album.id}`, { headers });
}

test('the album view shows its photos a page at a time; the lightbox opens, swipes and downloads', async ({ page }) => {
  const { album, photos } = await albumWithPhotos(page, 30);
  try {
    await page.goto('/fotos');
    const albums = page.getByRole('region', { name: 'Àlbums' });
    const card = albums.getByRole('link', { name: new RegExp(album.title) });
    await expect(card).toContainText('30 fotos');
    await expectNoSeriousA11yViolations(page);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/fotos\\?album=${album.id}$`));
    await expect(page.getByRole('heading', { name: album.title, level: 2 })).toBeVisible();

    // The first page only (24), newest first; 'Mostra'n més' brings the rest.
    const thumbs = page.locator('main li button[data-photo-id]');
    await expect(thumbs).toHaveCount(24);
    await expect(thumbs.first()).toHaveAttribute('data-photo-id', String(photos[0]!.id));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: "Mostra'n més" }).click();
    await expect(thumbs).toHaveCount(30);
    await expect(thumbs.last()).toHaveAttribute('data-photo-id', String(photos[29]!.id));
    await expect(page.getByRole('button', { name: "Mostra'n més" })).toHaveCount(0);

    // The category filter asks the server for the album's photos of that category.
    const filter = page.getByRole('group', { name: 'Filtra per categoria' });
    await filter.getByRole('button', { name: 'Altres', exact: true }).click();
    await expect(thumbs).toHaveCount(15);
    await filter.getByRole('button', { name: 'Totes' }).click();
    await expect(thumbs).toHaveCount(30);

    // The lightbox: arrows, a swipe (touch pointer), and the download named by the title.
    await page.locator(`main button[data-photo-id="${photos[1]!.id}"]`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(photos[1]!.title);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(photos[2]!.title);
    const stage = dialog.getByTestId('lightbox-stage');
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await stage.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, clientX: from, clientY: y, isPrimary: true });
      await stage.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, clientX: to, clientY: y + 5, isPrimary: true });
    };
    await swipe(box.x + 300, box.x + 100);
    await expect(dialog).toHaveAccessibleName(photos[3]!.title);
    await swipe(box.x + 100, box.x + 300);
    await expect(dialog).toHaveAccessibleName(photos[2]!.title);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descarregar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${photos[2]!.title}.jpg`);
    await page.keyboard.press('Escape');

    // Back to the albums.
    await page.getByRole('link', { name: '← Tots els àlbums' }).click();
    await expect(page).toHaveURL(/\/fotos$/);
    await expect(page.getByRole('region', { name: 'Àlbums' })).toBeVisible();
  } finally {
    await removeAlbum(page, album, photos);
  }
});

test('Fotos: an album is created, ten photos dropped into it upload three at a time, a failed one retries', async ({ page }) => {
  await openAdminTab(page, 'fotos', 'Fotos');
  const title = unique('Torneig de Nadal');
  await page.getByRole('button', { name: 'Nou àlbum' }).click();
  const form = page.getByRole('dialog', { name: 'Nou àlbum' });
  await form.getByLabel('Títol').fill(title);
  await form.getByLabel('Data').fill('2099-12-20');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Nou àlbum' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByLabel('Àlbum', { exact: true })).toHaveValue(/^\d+$/);
  const albumId = Number(await page.getByLabel('Àlbum', { exact: true }).inputValue());

  // The fourth upload fails once (a timeout on the way); the other nine go on.
  let uploads = 0;
  let active = 0;
  let mostActive = 0;
  await page.route('**/api/upload-image', async (route) => {
    uploads += 1;
    if (uploads === 4) return route.fulfill({ status: 408, contentType: 'application/json', body: '{"message":"Error de prova"}' });
    active += 1;
    mostActive = Math.max(mostActive, active);
    const response = await route.fetch();
    active -= 1;
    return route.fulfill({ response });
  });

  await page.getByRole('button', { name: 'Pujar fotos' }).click();
  const bulk = page.getByRole('dialog', { name: 'Pujar fotos' });
  await expect(bulk).toContainText(`Les fotos aniran a: ${title}`);
  await bulk.getByLabel('Categoria de totes les fotos').selectOption('partits');
  const files = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      name: `nadal-${String(i + 1).padStart(2, '0')}.png`,
      mimeType: 'image/png',
      buffer: await pngBuffer(400, 300, `#${(0x203040 + i * 0x0a0a0a).toString(16)}`),
    })),
  );
  await bulk.locator('input[type=file]').setInputFiles(files);
  const items = bulk.getByTestId('bulk-item');
  await expect(items).toHaveCount(10);
  await expect(bulk.locator('[data-status=done]')).toHaveCount(9, { timeout: 30_000 });
  await expect(bulk.locator('[data-status=error]')).toHaveCount(1);
  await expect(bulk.getByRole('status')).toHaveText('9 de 10 pujades, 1 amb error.');
  const failed = bulk.locator('[data-status=error]');
  await expect(failed.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  await expectNoSeriousA11yViolations(page);
  expect(mostActive).toBeLessThanOrEqual(3);

  await failed.getByRole('button', { name: /Tornar-ho a provar/ }).click();
  await expect(bulk.locator('[data-status=done]')).toHaveCount(10, { timeout: 20_000 });
  await expect(bulk.getByRole('status')).toHaveText('10 de 10 pujades.');
  for (const bar of await bulk.getByRole('progressbar').all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await bulk.getByRole('button', { name: 'Cancel·lar' }).click();
  await expect(bulk).toBeHidden();

  // The album holds the ten photos, titled by their file names.
  const res = await page.request.get(`/api/photos?album=${albumId}`);
  const photos = (await res.json()) as Photo[];
  expect(photos.map((p) => p.title).sort()).toEqual(files.map((f) => f.name.replace('.png', '').replace('-', ' ')).sort());
  await expect(page.getByRole('heading', { name: 'nadal 01', level: 3 })).toBeVisible();
  await removeAlbum(page, { id: albumId, title }, photos);
});
