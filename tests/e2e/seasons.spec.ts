import type { Page } from '@playwright/test';
import { clubRegistration, expectBadgeRefreshedBy } from './admin-helpers.ts';
import { admin, emptyUrl, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Seasons as data (issue 12 item 1): the admin opens 2026/2027 from the Temporades dialog, /inscriute follows, and
 * the registration tabs show one season at a time. On the empty-database server (it starts with 2025/2026 open),
 * so the demo server's tests keep their 2025/2026; the last step opens 2025/2026 again.
 */
test.use({ baseURL: emptyUrl });
test.describe.configure({ mode: 'serial' });

async function adminHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post('/api/admin/login', { data: admin, headers: { origin: emptyUrl } });
  expect(login.status(), await login.text()).toBe(200);
  const session = await (await page.request.get('/api/admin/session')).json();
  return { origin: emptyUrl, 'x-csrf-token': session.csrfToken as string };
}

async function openSeasonByLabel(page: Page, headers: Record<string, string>, label: string | null) {
  const seasons = (await (await page.request.get('/api/admin/seasons')).json()) as { id: number; label: string }[];
  const seasonId = label === null ? null : seasons.find((s) => s.label === label)!.id;
  const res = await page.request.put('/api/admin/seasons/open', { headers, data: { seasonId } });
  expect(res.status()).toBe(204);
}

test('the admin opens 2026/2027 in Temporades; /inscriute and the Inscr. Club selector follow', async ({ page }) => {
  const headers = await adminHeaders(page);
  // One registration in 2025/2026 (the season open on an empty database).
  expect((await page.request.post('/api/club-registrations', { data: clubRegistration('Jugadora de 2025') })).status()).toBe(201);

  await page.goto('/admin?tab=inscr-club');
  await expect(page.getByRole('tab', { name: 'Inscr. Club', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Temporada 2025/2026 · 1 inscripció')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jugadora de 2025' })).toBeVisible();

  await page.getByRole('button', { name: /^Temporades/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Temporades' });
  await expect(dialog.getByText('Inscripcions obertes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A malformed label: the field says why, nothing is created.
  await dialog.getByLabel('Temporada', { exact: true }).fill('2026-2027');
  await dialog.getByRole('button', { name: 'Crea la temporada' }).click();
  await expect(dialog.getByText('Escriu la temporada com «2026/2027»: dos anys seguits.')).toBeVisible();

  // Typing the label proposes 1 July to 30 June.
  await dialog.getByLabel('Temporada', { exact: true }).fill('2026/2027');
  await expect(dialog.getByLabel('Inici', { exact: true })).toHaveValue('2026-07-01');
  await expect(dialog.getByLabel('Final', { exact: true })).toHaveValue('2027-06-30');
  await dialog.getByRole('button', { name: 'Crea la temporada' }).click();
  await expect(dialog.getByText('2026/2027', { exact: true })).toBeVisible();
  // The Inscr. Club badge counts the open season's registrations still to do: it follows the change at once.
  await expectBadgeRefreshedBy(page, 'inscr-club', () => dialog.getByRole('button', { name: 'Obre les inscripcions de la temporada 2026/2027' }).click());
  await expect(dialog.getByRole('button', { name: 'Obre les inscripcions de la temporada 2025/2026' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Obre les inscripcions de la temporada 2026/2027' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel·lar' }).click();
  await expect(dialog).toBeHidden();

  // The tab now shows the open season (empty), and the selector goes back to 2025/2026.
  await expect(page.getByText('Temporada 2026/2027 · 0 inscripcions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jugadora de 2025' })).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: 'Temporada', exact: true });
  await expect(picker.locator('option:checked')).toHaveText('2026/2027 (oberta)');
  await picker.selectOption({ label: '2025/2026' });
  await expect(page.getByText('Temporada 2025/2026 · 1 inscripció')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jugadora de 2025' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exporta CSV' })).toHaveAttribute('href', /season=\d+/);
  await expectNoSeriousA11yViolations(page);

  // The public page names the open season, and so does the club form.
  await page.goto('/inscriute');
  await expect(page.getByRole('button', { name: /Inscriu-te al Club/ })).toContainText('Temporada 2026/2027');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /Inscriu-te al Club/ }).click();
  await expect(page.getByRole('heading', { name: 'Inscripció al Club · Temporada 2026/2027' })).toBeVisible();

  // A registration now lands in 2026/2027.
  expect((await page.request.post('/api/club-registrations', { data: clubRegistration('Jugador de 2026') })).status()).toBe(201);
  await page.goto('/admin?tab=inscr-club');
  await expect(page.getByText('Temporada 2026/2027 · 1 inscripció')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jugador de 2026' })).toBeVisible();

  await openSeasonByLabel(page, headers, '2025/2026');
});

test('with registrations closed, /inscriute says so and offers no form', async ({ page }) => {
  const headers = await adminHeaders(page);
  await openSeasonByLabel(page, headers, null);
  try {
    await page.goto('/inscriute');
    await expect(page.getByRole('heading', { name: 'Inscripcions tancades' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Inscriu-te al Club/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/inscriute?formulari=club');
    await expect(page.getByRole('heading', { name: 'Inscripcions tancades' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
  } finally {
    await openSeasonByLabel(page, headers, '2025/2026');
  }
});
