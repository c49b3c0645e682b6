import type { Locator, Page } from '@playwright/test';
import { expectBadgeRefreshedBy, loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const thisYear = new Date().getFullYear();

async function answer(form: Locator, question: RegExp, value: 'Sí' | 'No') {
  await form.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

async function csvOf(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.body());
}

test('/inscriute: the choice opens each form and ← Tornar a les opcions comes back', async ({ page }) => {
  await page.goto('/inscriute');
  await expect(page.getByRole('button', { name: /Inscriu-te al Club/ })).toContainText('Temporada 2025/2026');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /Inscriu-te al Club/ }).click();
  await expect(page.getByRole('heading', { name: 'Inscripció al Club · Temporada 2025/2026' })).toBeVisible();
  await page.getByRole('button', { name: '← Tornar a les opcions' }).click();
  await page.getByRole('button', { name: /Inscriu-te a Escoles/ }).click();
  await expect(page.getByRole('heading', { name: 'Inscripció a les Escoles de bàsquet' })).toBeVisible();
  // The browser's back button returns to the choice too.
  await page.goBack();
  await expect(page.getByRole('button', { name: /Inscriu-te a Escoles/ })).toBeVisible();
});

test('club form: submit disabled until the three authorisations are answered; a valid one reaches the admin tab and the CSV', async ({ page }) => {
  await page.goto('/inscriute?formulari=club');
  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'Enviar la inscripció' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Cal respondre a totes les autoritzacions per completar la inscripció')).toBeVisible();
  // No answer is preselected.
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const player = unique('Jugadora Club');
  await form.getByLabel('Nom i cognoms del jugador/a').fill(player);
  await form.getByLabel('DNI/NIE del jugador/a').fill('12345678A');
  await form.getByLabel('Número de la targeta sanitària').fill('PUSO 0 123456 78 9');
  await form.getByLabel('Data de naixement').fill(`${thisYear - 14}-05-20`);
  await form.getByLabel('Talla de samarreta').selectOption('M');
  await form.getByLabel('Talla de pantaló').selectOption('S');
  await form.getByLabel('Número de calçat').fill('38');
  await form.getByRole('textbox', { name: 'Nom i cognoms', exact: true }).fill('Anna Soler Vila');
  await form.getByLabel('Telèfon').fill('600 123 456');
  await form.getByLabel('Correu electrònic').fill('anna.soler@example.com');
  await form.getByLabel('Titular del compte').fill('Anna Soler Vila');
  await form.getByLabel('IBAN').pressSequentially('es9121000418450200051332');
  await expect(form.getByLabel('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1332');

  await answer(form, /domiciliar les quotes/, 'No');
  await answer(form, /protecció de dades/, 'Sí');
  await expect(submit).toBeDisabled();
  await answer(form, /publicar fotos/, 'Sí');
  await expect(submit).toBeEnabled();
  await expect(form.getByText('Cal respondre a totes les autoritzacions per completar la inscripció')).toBeHidden();

  // A wrong DNI letter is caught next to the field.
  await submit.click();
  await expect(form.getByText('La lletra del DNI/NIE no correspon al número.')).toBeVisible();
  await form.getByLabel('DNI/NIE del jugador/a').fill('12345678Z');
  await submit.click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();
  await page.getByRole('button', { name: 'Fer una altra inscripció' }).click();
  await expect(page.getByLabel('Nom i cognoms del jugador/a')).toHaveValue('');

  await loginByApi(page);
  await page.goto('/admin?tab=inscr-club');
  // A page of the newest rows: other tests add registrations at the same time, so search for this one.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(player);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: player }) });
  await expect(row).toBeVisible();
  // The row masks DNI and IBAN (issue 12 item 4); its detail shows every stored field whole.
  await expect(row.getByText('•••• 678Z')).toBeVisible();
  await expect(row.getByText('12345678Z')).toHaveCount(0);
  await row.getByRole('button', { name: `Obre la fitxa de ${player}` }).click();
  const item = page.getByRole('dialog', { name: player });
  await expect(item.getByText('12345678Z')).toBeVisible();
  await expect(item.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
  await expect(item.getByText('SEPA: NO autoritzat.')).toBeVisible();
  await expect(item.getByText(/respost el/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  // The tab shows the open season (2025/2026 on the demo data) and exports that season (issue 12 item 1).
  await expect(page.getByRole('link', { name: 'Exporta CSV' })).toHaveAttribute('href', /^\/api\/club-registrations\/export\.csv\?season=\d+$/);
  const csv = await csvOf(page, '/api/club-registrations/export.csv');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const line = csv.split('\r\n').find((l) => l.includes(player))!;
  expect(line).toContain(';12345678Z;');
  expect(line).toContain(';ES9121000418450200051332;No;');

  // Delete with confirmation (in the registration's detail): a registration still to do leaves the tab's badge too.
  await row.getByRole('button', { name: `Obre la fitxa de ${player}` }).click();
  await item.getByRole('button', { name: `Eliminar la inscripció al club de ${player}` }).click();
  await expectBadgeRefreshedBy(page, 'inscr-club', () => page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click());
  await expect(row).toBeHidden();
});

test('school form: submit disabled until the five consents are answered; a valid one reaches the admin tab and the CSV', async ({ page }) => {
  await page.goto('/inscriute?formulari=escoles');
  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'Enviar la inscripció' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Cal respondre a tots els consentiments i autoritzacions per completar la inscripció')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const surname = unique('Casals');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).first().fill('Biel');
  await form.getByRole('textbox', { name: 'Cognoms', exact: true }).first().fill(surname);
  await form.getByLabel('Data de naixement').fill(`${thisYear - 8}-03-15`);
  await form.getByLabel('DNI/NIE de l’alumne/a').fill('48000001J');
  await form.getByLabel('Curs i escola').fill('3r de primària, Escola Llívia');
  await form.getByLabel('Adreça completa').fill('Carrer Major 1, 17527 Llívia');
  await form.getByLabel('Número de la targeta sanitària').fill('CARO 1 234567 89 0');
  await form.getByLabel('Al·lèrgies o malalties').fill('Cap');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).nth(1).fill('Jordi');
  await form.getByRole('textbox', { name: 'Cognoms', exact: true }).nth(1).fill('Casals Puig');
  await form.getByRole('textbox', { name: 'DNI/NIE', exact: true }).first().fill('39000002Y');
  await form.getByLabel('Telèfon mòbil').fill('+33 6 12 34 56 78');
  await form.getByLabel('Correu electrònic').fill('jordi.casals@example.com');
  await form.getByLabel('Nom i cognoms').fill('Maria Roca');
  await form.getByRole('textbox', { name: 'DNI/NIE', exact: true }).nth(1).fill('X1234567L');
  await form.getByRole('textbox', { name: 'Telèfon', exact: true }).fill('611 22 33 44');
  await form.getByLabel('Titular del compte').fill('Jordi Casals Puig');
  await form.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');

  await answer(form, /urgència/, 'Sí');
  await answer(form, /administrar/, 'No');
  await answer(form, /domiciliar/, 'Sí');
  await answer(form, /protecció de dades/, 'Sí');
  await expect(submit).toBeDisabled();
  await answer(form, /publicar fotos/, 'No');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();

  await loginByApi(page);
  await page.goto('/admin?tab=inscr-escoles');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(surname);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Biel ${surname}` }) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Obre la fitxa de Biel ${surname}` }).click();
  const item = page.getByRole('dialog', { name: `Biel ${surname}` });
  await expect(item.getByText('X1234567L')).toBeVisible();
  await expect(item.getByText('Cap', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const csv = await csvOf(page, '/api/school-registrations/export.csv');
  const line = csv.split('\r\n').find((l) => l.includes(surname))!;
  expect(line).toContain(';48000001J;');
  expect(line).toContain(';FR1420041010050500013M02606;Sí;');

  // Deleting it (still to do) takes it off the Inscr. Escoles badge at once.
  await item.getByRole('button', { name: `Eliminar la inscripció d'escola de Biel ${surname}` }).click();
  await expectBadgeRefreshedBy(page, 'inscr-escoles', () => page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click());
  await expect(row).toBeHidden();
});
