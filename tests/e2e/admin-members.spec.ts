import type { Page } from '@playwright/test';
import { openAdminTab } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

/**
 * Issue 10 item 4: the member list inside the Campus tab ("Llista de socis"), and each sign-up's badge saying whether
 * the list confirms its "soci del club". Demo data: Pau Vila Soler claimed the member price at the summer campus
 * (120 € members, 150 € others).
 */

const shots = (name: string, page: Page) => lookAt(page, { path: `test-results/admin-members/${name}.png`, fullPage: false });

async function openMemberList(page: Page) {
  await page.getByRole('button', { name: 'Llista de socis: importar i revisar els socis del club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Llista de socis' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSummerRegistrations(page: Page) {
  const summer = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Campus d’Estiu' }) });
  await summer.getByRole('button', { name: 'Veure les inscripcions del campus Campus d’Estiu' }).click();
  const regs = page.getByRole('dialog', { name: 'Inscripcions: Campus d’Estiu' });
  return regs.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pau Vila Soler' }) });
}

test('Llista de socis: import a list with accents, see the badges, mark a claim, remove and clear', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdminTab(page, 'campus', 'Campus');
  // Still the ten tabs of SPEC §2.
  await expect(page.getByRole('tab')).toHaveCount(10);

  // Before any list: Pau's claim is not confirmed, and the difference is shown.
  let pau = await openSummerRegistrations(page);
  await expect(pau.getByText('Soci no trobat a la llista (diferència 30,00 €)')).toBeVisible();
  await shots('badge-not-found-1280', page);
  await page.keyboard.press('Escape');

  // A bad line refuses the whole import, with the line named.
  let dialog = await openMemberList(page);
  await expect(dialog.getByText('La llista és buida. Importa-la o afegeix els socis un a un.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const listBox = dialog.getByLabel('Llista (enganxada o del fitxer)');
  await listBox.fill('Pau;Vila Soler\nLaia;Puig;31/02/2015');
  await dialog.getByRole('button', { name: 'Importa la llista' }).click();
  await expect(dialog.getByText('Línia 2 (data de naixement «31/02/2015»): Data de naixement invàlida (AAAA-MM-DD o DD/MM/AAAA).')).toBeVisible();
  await expect(listBox).toHaveAttribute('aria-invalid', 'true');

  // A ,-separated file with a header, chosen with the file picker (UTF-8 with a BOM, accents).
  await dialog.getByLabel('Fitxer CSV').setInputFiles({
    name: 'socis.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFFNom,Cognoms,Data de naixement,Correu\nPau,Vila Soler,,\nÈnnia,Col·lell Solà,03/02/2014,familia.collell@example.com\n', 'utf8'),
  });
  await expect(listBox).toHaveValue(/Ènnia,Col·lell Solà/);
  await dialog.getByRole('button', { name: 'Importa la llista' }).click();
  await expect(page.getByText('2 socis nous. Total a la llista: 2.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Socis a la llista (2)' })).toBeVisible();
  await expect(dialog.getByText('Col·lell Solà, Ènnia')).toBeVisible();

  // One added by hand.
  await dialog.getByLabel('Nom', { exact: true }).fill('Jana');
  await dialog.getByLabel('Cognoms', { exact: true }).fill('Ribé');
  await dialog.getByRole('button', { name: 'Afegeix' }).click();
  await expect(dialog.getByRole('heading', { name: 'Socis a la llista (3)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots('dialog-1280', page);
  await dialog.getByRole('heading', { name: 'Socis a la llista (3)' }).scrollIntoViewIfNeeded();
  await shots('dialog-list-1280', page);
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('heading', { name: 'Importar socis' }).scrollIntoViewIfNeeded();
  await shots('dialog-390', page);
  await dialog.getByRole('heading', { name: 'Socis a la llista (3)' }).scrollIntoViewIfNeeded();
  await shots('dialog-list-390', page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // (Escape would first close the open toast; the close button closes the dialog.)
  await dialog.getByRole('button', { name: 'Cancel·lar' }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Llista de socis: importar i revisar els socis del club' })).toBeFocused();

  // Now the list confirms Pau.
  pau = await openSummerRegistrations(page);
  await expect(pau.getByText('Soci confirmat')).toBeVisible();
  await expect(pau.getByText('Sí, confirmat (a la llista de socis)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shots('badge-confirmed-390', page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // Taken off the list: not found again; the admin marks that the difference is owed.
  dialog = await openMemberList(page);
  await dialog.getByLabel('Cerca a la llista').fill('vila');
  await dialog.getByRole('button', { name: 'Treure Pau Vila Soler de la llista de socis' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Socis a la llista (2)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel·lar' }).click();

  pau = await openSummerRegistrations(page);
  await expect(pau.getByText('Soci no trobat a la llista (diferència 30,00 €)')).toBeVisible();
  await pau.getByRole('button', { name: 'Cal reclamar la diferència' }).click();
  await expect(pau.getByText('Cal reclamar la diferència (30,00 €)')).toBeVisible();
  await expect(pau.getByText(/^Marcat el .* per admin$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog', { name: 'Inscripcions: Campus d’Estiu' }).getByRole('button', { name: 'Cancel·lar' }).click();

  // The Inscr. Campus tab shows the same badge.
  await page.getByRole('tab', { name: 'Inscr. Campus', exact: true }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pau Vila Soler' }) });
  await expect(row.getByText('Cal reclamar la diferència (30,00 €)')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shots('badges-1280', page);
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await shots('badges-390', page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Undo the mark, and empty the list (the demo server is shared with other tests).
  await row.getByRole('button', { name: 'Treu la marca' }).click();
  await expect(row.getByText('Soci no trobat a la llista (diferència 30,00 €)')).toBeVisible();
  await page.getByRole('tab', { name: 'Campus', exact: true }).click();
  dialog = await openMemberList(page);
  await dialog.getByRole('button', { name: 'Buida la llista' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buida-la' }).click();
  await expect(dialog.getByText('La llista és buida. Importa-la o afegeix els socis un a un.')).toBeVisible();
});
