import { emptyUrl, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

type Photo = { id: number; title: string; category: string; thumbnailUrl: string | null; imageUrl: string; width: number; height: number };

test.describe('photos (/fotos)', () => {
  test('shows the grid with small, sized, lazily loaded images', async ({ page, request }) => {
    const photos = (await (await request.get('/api/photos')).json()) as Photo[];
    await page.goto('/fotos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The photo grid's thumbnails (the album cards above it have their own covers).
    const thumbs = page.locator('main li button[data-photo-id] img');
    await expect(thumbs).toHaveCount(photos.length);

    const first = thumbs.first();
    await expect(first).toHaveAttribute('src', photos[0]!.thumbnailUrl ?? photos[0]!.imageUrl);
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    const w = Number(await first.getAttribute('width'));
    const h = Number(await first.getAttribute('height'));
    expect(w).toBeGreaterThan(0);
    expect(w / h).toBeCloseTo(photos[0]!.width / photos[0]!.height, 1);
    expect(Math.max(w, h)).toBeLessThanOrEqual(480);
    await expect(thumbs.last()).toHaveAttribute('loading', 'lazy');
    await expectNoSeriousA11yViolations(page);
  });

  test('the category filter shows only that category', async ({ page, request }) => {
    const photos = (await (await request.get('/api/photos')).json()) as Photo[];
    const partits = photos.filter((p) => p.category === 'partits');
    expect(partits.length).toBeGreaterThan(0);
    await page.goto('/fotos');
    const filter = page.getByRole('group', { name: 'Filtra per categoria' });
    for (const label of ['Totes', 'Partits', 'Entrenaments', 'Campus', 'Celebracions', 'Equips', 'Altres']) {
      await expect(filter.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(filter.getByRole('button', { name: 'Totes' })).toHaveAttribute('aria-pressed', 'true');

    await filter.getByRole('button', { name: 'Partits', exact: true }).click();
    await expect(filter.getByRole('button', { name: 'Partits', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The server filters (decision 159): only that category's photos, every known one of them among them (other
    // tests running at the same time may add more).
    const thumbs = page.locator('main li button[data-photo-id]');
    for (const p of partits) await expect(page.getByRole('button', { name: p.title })).toBeVisible();
    await expect(thumbs.filter({ hasNotText: 'Partits' })).toHaveCount(0);

    await filter.getByRole('button', { name: 'Totes' }).click();
    await expect(thumbs.filter({ hasNotText: 'Partits' }).first()).toBeVisible();
  });

  test('the lightbox: arrows move, Escape closes, focus goes back to the thumbnail', async ({ page, request }) => {
    const photos = (await (await request.get('/api/photos')).json()) as Photo[];
    expect(photos.length).toBeGreaterThan(2);
    await page.goto('/fotos');
    const opener = page.getByRole('button', { name: photos[1]!.title });
    await opener.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(photos[1]!.title);
    await expect(dialog.getByRole('img', { name: photos[1]!.title })).toHaveAttribute('src', photos[1]!.imageUrl);
    await expect(dialog).toContainText(`Foto 2 de ${photos.length}`);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(photos[2]!.title);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(photos[0]!.title);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(photos[photos.length - 1]!.title);

    await dialog.getByRole('button', { name: 'Foto següent' }).click();
    await expect(dialog).toHaveAccessibleName(photos[0]!.title);
    await dialog.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(dialog).toHaveAccessibleName(photos[photos.length - 1]!.title);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the lightbox is its own chunk, loaded only when needed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('stat-card').first()).toBeVisible();
    expect(scripts.some((s) => s.includes('lightbox'))).toBe(false);
    await page.goto('/fotos');
    await page.locator('main li button[data-photo-id]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((s) => s.includes('lightbox'))).toBe(true);
  });

  test('downloads the photo named by its title with .jpg', async ({ page, request }) => {
    const photos = (await (await request.get('/api/photos')).json()) as Photo[];
    await page.goto('/fotos');
    await page.getByRole('button', { name: photos[0]!.title }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Descarregar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${photos[0]!.title}.jpg`);
  });

  test('with no photos: the empty message', async ({ page }) => {
    await page.goto(`${emptyUrl}/fotos`);
    await expect(page.getByText('Encara no hi ha fotos a la galeria.', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
