import type { Page } from '@playwright/test';
import { type Role, rolePermissions, secondFactorRequired } from '../../src/shared/permissions.ts';
import { demoUrl, loginByApi } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Decision 187: the back office hides what a volunteer's role cannot do (the server refuses it anyway: the API's
 * roles matrix proves that). The session answer is the only thing the screens read to decide, so these tests sign
 * in and give the browser a session answer with another role's permissions; each tab then shows that role's
 * controls and no others.
 */
async function signInAs(page: Page, role: Role): Promise<void> {
  await loginByApi(page);
  await page.route('**/api/admin/session', async (route) => {
    const res = await route.fetch();
    const session = await res.json();
    await route.fulfill({
      response: res,
      json: { ...session, role, permissions: [...rolePermissions[role]], secondFactor: { enabled: true, required: secondFactorRequired[role] } },
    });
  });
}

// Each tab's name as read aloud: a to-do badge beside it (e.g. unread messages posted by tests running at the same
// time) is aria-hidden and not part of the name.
const tabNames = async (page: Page) =>
  page
    .getByRole('tablist', { name: /./ })
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.map((tab) => {
        const copy = tab.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden]')) hidden.remove();
        return copy.textContent?.trim() ?? '';
      }),
    );
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test('a treasurer reads Campus, Partits, Equips, Fotos and Missatges without their controls', async ({ page }) => {
  // A message in the inbox (a visitor's), so the inbox has one to open.
  const sent = await page.request.post('/api/contact', {
    headers: { origin: demoUrl },
    data: { name: 'Tresa', surname: 'Rols', email: 'tresa.rols@example.com', phone: '', subject: 'general', message: 'Una consulta per a la tresoreria.' },
  });
  expect(sent.status()).toBe(201);
  await signInAs(page, 'tresoreria');

  await page.goto('/admin?tab=campus');
  await expect(button(page, /^Veure les inscripcions del campus/).first()).toBeVisible();
  await expect(button(page, /^Llista de socis/)).toBeVisible();
  await expect(button(page, 'Nou campus')).toHaveCount(0);
  await expect(button(page, /^Editar el campus/)).toHaveCount(0);
  await expect(button(page, /^Eliminar el campus/)).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Partits', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Equip' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Partits', level: 2 })).toBeVisible();
  await expect(button(page, 'Nou partit')).toHaveCount(0);
  await expect(button(page, /^(Editar|Eliminar) el partit/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Equips', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Equips', level: 2 })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="tab-equips-heading"] li').first()).toBeVisible();
  await expect(button(page, 'Nou equip')).toHaveCount(0);
  await expect(button(page, /^(Editar|Eliminar) l'equip/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Fotos', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Àlbum' })).toBeVisible();
  for (const name of ['Afegir foto', 'Nou àlbum', 'Pujar fotos', /^Eliminar la foto/]) await expect(button(page, name)).toHaveCount(0);

  // Opening a message does not mark it read (that is a change): no request but the reads.
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
  });
  await page.getByRole('tab', { name: 'Missatges', exact: true }).click();
  await page.getByRole('button', { name: /Tresa Rols/ }).first().click();
  await expect(page.getByTestId('message-body')).toHaveText('Una consulta per a la tresoreria.');
  await expect(page.getByRole('link', { name: 'Respon per correu' })).toBeVisible();
  for (const name of ['Marca com a feta', 'Marca com a llegit', 'Marca com a no llegit', 'Eliminar']) await expect(button(page, name)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Sol·licituds d'esborrament" })).toHaveCount(0);
  expect(writes).toEqual([]);

  // Registrations are the treasurer's: marks stay; opening and creating seasons is the admin's.
  await page.getByRole('tab', { name: 'Inscr. Club', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Temporada' })).toBeVisible();
  await expect(button(page, /^Temporades/)).toHaveCount(0);
});

test('the communication volunteer edits team texts and photos; campus and matches are read-only', async ({ page }) => {
  await signInAs(page, 'comunicacio');
  await page.goto('/admin');
  await expect.poll(() => tabNames(page)).toEqual(['Campus', 'Partits', 'Equips', 'Fotos', 'Missatges']);

  await expect(page.getByRole('heading', { name: 'Campus', level: 2 })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="tab-campus-heading"] li').first()).toBeVisible();
  for (const name of ['Nou campus', /^Llista de socis/, /^Veure les inscripcions/, /^Llista d’espera/, /^Editar el campus/]) {
    await expect(button(page, name)).toHaveCount(0);
  }

  await page.getByRole('tab', { name: 'Equips', exact: true }).click();
  await expect(button(page, /^Editar l'equip/).first()).toBeVisible();
  await expect(button(page, 'Nou equip')).toHaveCount(0);
  await expect(button(page, /^Eliminar l'equip/)).toHaveCount(0);
  // The form: the texts and the photo to change; the name, category, division and players shown as they are.
  await button(page, /^Editar l'equip/).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("El nom, la categoria, la divisió i el nombre de jugadors els canvia l'entrenador o l'administrador.")).toBeVisible();
  for (const label of ['Nom', 'Categoria', 'Divisió', 'Nombre de jugadors']) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
  }
  await expect(dialog.getByLabel('Descripció', { exact: true })).not.toHaveAttribute('readonly', '');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: 'Fotos', exact: true }).click();
  await expect(button(page, 'Afegir foto')).toBeVisible();
  await expect(button(page, 'Nou àlbum')).toBeVisible();

  await page.getByRole('tab', { name: 'Partits', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Equip' })).toBeVisible();
  await expect(button(page, 'Nou partit')).toHaveCount(0);
});

test('a coach sees only Partits and Equips, with every control of both', async ({ page }) => {
  await signInAs(page, 'entrenador');
  await page.goto('/admin');
  await expect.poll(() => tabNames(page)).toEqual(['Partits', 'Equips']);
  await expect(button(page, 'Nou partit')).toBeVisible();
  await page.getByRole('tab', { name: 'Equips', exact: true }).click();
  await expect(button(page, 'Nou equip')).toBeVisible();
  await expect(button(page, /^Eliminar l'equip/).first()).toBeVisible();
});
