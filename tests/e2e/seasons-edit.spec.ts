import type { Page } from '@playwright/test';
import { demoUrl, openAdminTab } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Seasons corrected and deleted (decision 160), in the "Temporades" dialog of Inscr. Club: the admin renames a season
 * (its dates move with the years), cannot delete the open one (the toast says why) and deletes an empty one.
 */

type AdminSeason = { id: number; label: string; openForRegistrations: boolean };
const headers = { origin: demoUrl };
const seasons = async (page: Page) => (await (await page.request.get('/api/admin/seasons')).json()) as AdminSeason[];

test('the admin renames a season, is told why the open one cannot go, and deletes an empty one', async ({ page }) => {
  await openAdminTab(page, 'inscr-club', 'Inscr. Club');
  // Years of its own, past the ones other tests on the demo server create (2040–2089).
  const year = 2100 + Math.floor(Math.random() * 800);
  const label = `${year}/${year + 1}`;
  const renamed = `${year + 1}/${year + 2}`;
  const created = await page.request.post('/api/admin/seasons', { headers, data: { label, startsOn: `${year}-09-01`, endsOn: `${year + 1}-06-15` } });
  expect(created.status(), await created.text()).toBe(201);
  const open = (await seasons(page)).find((x) => x.openForRegistrations)!;

  try {
    await page.getByRole('button', { name: /^Temporades/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Temporades' });
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Del 1 de setembre de', { exact: false }).first()).toBeVisible();

    // Edit in place: the form opens on the label.
    await dialog.getByRole('button', { name: `Editar la temporada ${label}` }).click();
    const form = dialog.getByRole('form', { name: `Editar la temporada ${label}` });
    const labelField = form.getByLabel('Temporada', { exact: true });
    await expect(labelField).toBeFocused();
    await expect(labelField).toHaveValue(label);
    await expectNoSeriousA11yViolations(page);

    // A malformed label: the field says why, nothing is saved.
    await labelField.fill(`${year + 1}/${year + 3}`);
    await form.getByRole('button', { name: 'Desar els canvis' }).click();
    await expect(form.getByText('Escriu la temporada com «2026/2027»: dos anys seguits.')).toBeVisible();
    await expect(labelField).toBeFocused();

    // The next years: the season's own days move with them.
    await labelField.fill(renamed);
    await expect(form.getByLabel('Inici', { exact: true })).toHaveValue(`${year + 1}-09-01`);
    await expect(form.getByLabel('Final', { exact: true })).toHaveValue(`${year + 2}-06-15`);
    await form.getByRole('button', { name: 'Desar els canvis' }).click();
    await expect(page.getByText('Temporada desada', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(dialog.getByText(renamed, { exact: true })).toBeVisible();
    await expect(dialog.getByText(label, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(`Del 1 de setembre de ${year + 1} al 15 de juny de ${year + 2}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Editar la temporada ${renamed}` })).toBeFocused();
    expect((await seasons(page)).map((x) => x.label)).toContain(renamed);

    // The open season cannot be deleted: the confirmation, then a toast saying why; it stays.
    await dialog.getByRole('button', { name: `Eliminar la temporada ${open.label}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar la temporada?' });
    await expect(confirm).toContainText(`S’eliminarà la temporada ${open.label}.`);
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Error eliminant la temporada', { exact: true })).toBeVisible();
    const toasts = page.getByLabel(/^Notificacions/);
    await expect(toasts.getByText(`No es pot eliminar la temporada ${open.label}: té les inscripcions obertes`, { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Editar la temporada ${open.label}` })).toBeVisible();

    // The empty one goes.
    await dialog.getByRole('button', { name: `Eliminar la temporada ${renamed}` }).click();
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Temporada eliminada', { exact: true })).toBeVisible();
    await expect(dialog.getByText(renamed, { exact: true })).toHaveCount(0);
    expect((await seasons(page)).map((x) => x.label)).not.toContain(renamed);
    expect((await seasons(page)).map((x) => x.label)).toContain(open.label);
  } finally {
    // Leave the demo server as it was, whatever failed.
    for (const s of await seasons(page)) {
      if (s.label === label || s.label === renamed) await page.request.delete(`/api/seasons/${s.id}`, { headers });
    }
  }
});
