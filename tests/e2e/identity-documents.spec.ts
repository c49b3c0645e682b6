import type { Locator } from '@playwright/test';
import { loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** Issue 13 items 2 and 3, decision 170: a French family registers with its own documents; privacy "No" holds the form. */

const thisYear = new Date().getFullYear();

async function answer(form: Locator, question: RegExp, value: 'Sí' | 'No') {
  await form.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

test('club form: a French family registers with a passport, a +33 phone and a French IBAN; privacy "No" keeps submit disabled with its reason', async ({
  page,
}) => {
  await page.goto('/inscriute?formulari=club');
  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'Enviar la inscripció' });
  const player = unique('Léa Bernard');

  await form.getByLabel('Nom i cognoms del jugador/a').fill(player);
  // The number's label follows the chosen document type.
  const type = form.getByLabel('Tipus de document del jugador/a');
  await expect(type).toHaveValue('');
  await expect(form.getByLabel('DNI/NIE del jugador/a')).toBeVisible();
  await type.selectOption({ label: 'Passaport' });
  await expect(form.getByLabel('DNI/NIE del jugador/a')).toHaveCount(0);
  await form.getByLabel('Número de passaport del jugador/a').fill('18ab 12345');
  await form.getByLabel('Número de la targeta sanitària').fill('1 84 07 66 123 456 78');
  await form.getByLabel('Data de naixement').fill(`${thisYear - 15}-05-20`);
  await form.getByRole('textbox', { name: 'Nom i cognoms', exact: true }).fill('Camille Bernard');
  await form.getByLabel('Telèfon').fill('+33 6 12 34 56 78');
  await form.getByLabel('Correu electrònic').fill('camille.bernard@example.fr');
  await form.getByLabel('Titular del compte').fill('Camille Bernard');
  await form.getByLabel('IBAN').pressSequentially('fr7630006000011234567890189');

  // The privacy consent links to the privacy notice, in a new tab.
  const privacy = form.getByRole('group', { name: /protecció de dades/ });
  const notice = privacy.getByRole('link', { name: 'política de privacitat' });
  await expect(notice).toHaveAttribute('href', '/privacitat');
  await expect(notice).toHaveAttribute('target', '_blank');

  await answer(form, /domiciliar les quotes/, 'Sí');
  await answer(form, /protecció de dades/, 'No');
  await answer(form, /publicar fotos/, 'No');
  // Every consent answered, but privacy is "No": still disabled, and the button says why.
  const reason =
    'No es pot enviar: cal respondre «Sí» a la protecció de dades. Sense aquest consentiment el club no pot tractar les dades de la inscripció.';
  await expect(submit).toBeDisabled();
  await expect(form.getByText(reason)).toBeVisible();
  await expect(submit).toHaveAccessibleDescription(reason);
  await expect(privacy.getByText('Sense aquest consentiment no podem tramitar la inscripció.')).toBeVisible();
  await expect(privacy).toHaveAccessibleDescription(/política de privacitat.*Sense aquest consentiment no podem tramitar la inscripció\./);
  await expectNoSeriousA11yViolations(page);

  await answer(form, /protecció de dades/, 'Sí');
  await expect(submit).toBeEnabled();
  await expect(form.getByText(reason)).toBeHidden();
  await submit.click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();

  // The back office shows the type beside the number: masked in the row, whole in the record.
  await loginByApi(page);
  await page.goto('/admin?tab=inscr-club');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(player);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: player }) });
  await expect(row.getByText('Passaport •••• 2345')).toBeVisible();
  await row.getByRole('button', { name: `Obre la fitxa de ${player}` }).click();
  const item = page.getByRole('dialog', { name: player });
  await expect(item.getByText('Passaport 18AB12345')).toBeVisible();
  await expect(item.getByText('+33 6 12 34 56 78')).toBeVisible();
  await expect(item.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible();
  await page.keyboard.press('Escape');

  const csv = await (await page.request.get('/api/club-registrations/export.csv')).text();
  expect(csv.split('\r\n').find((l) => l.includes(player))).toContain(';Passaport;18AB12345;');
});

test('school form: "No en té" hides the number, and is refused next to the type for a pupil of 14 or more', async ({ page }) => {
  await page.goto('/inscriute?formulari=escoles');
  const form = page.locator('form');
  const surname = unique('Bernard');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).first().fill('Hugo');
  await form.getByRole('textbox', { name: 'Cognoms', exact: true }).first().fill(surname);
  await form.getByLabel('Data de naixement').fill(`${thisYear - 16}-01-10`);
  await form.getByLabel('DNI/NIE de l’alumne/a').fill('12345678Z');
  await form.getByLabel('Tipus de document de l’alumne/a').selectOption({ label: 'No en té (menor de 14 anys)' });
  await expect(form.getByLabel('DNI/NIE de l’alumne/a')).toHaveCount(0);
  await expect(form.getByText('Els menors de 14 anys es poden inscriure sense document: no cal cap número.')).toBeVisible();
  // Adults cannot choose "no en té".
  await expect(form.getByLabel('Tipus de document del pare, mare o tutor/a').locator('option')).toHaveText([
    'DNI o NIE',
    'Passaport',
    'Document d’identitat (UE o nacional)',
  ]);
  await form.getByLabel('Curs i escola').fill('1r d’ESO, Collège de Bourg-Madame');
  await form.getByLabel('Adreça completa').fill('1 avenue de Catalogne, 66760 Bourg-Madame');
  await form.getByLabel('Número de la targeta sanitària').fill('1 10 01 66 123 456 78');
  await form.getByLabel('Al·lèrgies o malalties').fill('Cap');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).nth(1).fill('Camille');
  await form.getByRole('textbox', { name: 'Cognoms', exact: true }).nth(1).fill('Bernard');
  await form.getByLabel('Tipus de document del pare, mare o tutor/a').selectOption({ label: 'Document d’identitat (UE o nacional)' });
  await form.getByRole('textbox', { name: 'Número del document d’identitat', exact: true }).fill('X4RTBPFW4');
  await form.getByLabel('Telèfon mòbil').fill('06 98 76 54 32');
  await form.getByLabel('Correu electrònic').fill('camille.bernard@example.fr');
  await form.getByLabel('Nom i cognoms').fill('Julien Martin');
  await form.getByLabel('Tipus de document de la persona autoritzada').selectOption({ label: 'Passaport' });
  await form.getByRole('textbox', { name: 'Número de passaport', exact: true }).fill('19FR54321');
  await form.getByRole('textbox', { name: 'Telèfon', exact: true }).fill('+376 690 123');
  await form.getByLabel('Titular del compte').fill('Camille Bernard');
  await form.getByLabel('IBAN').fill('AD12 0001 2030 2003 5910 0100');
  for (const question of [/urgència/, /administrar/, /domiciliar/, /protecció de dades/, /publicar fotos/]) await answer(form, question, 'Sí');

  const submit = form.getByRole('button', { name: 'Enviar la inscripció' });
  await submit.click();
  const tooOld = 'Només els menors de 14 anys es poden inscriure sense document d’identitat.';
  await expect(form.getByLabel('Tipus de document de l’alumne/a')).toHaveAccessibleDescription(tooOld);
  await form.getByLabel('Data de naixement').fill(`${thisYear - 10}-01-10`);
  await submit.click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();

  await loginByApi(page);
  const csv = await (await page.request.get('/api/school-registrations/export.csv')).text();
  const line = csv.split('\r\n').find((l) => l.includes(surname))!;
  expect(line).toContain(';No en té;;');
  expect(line).toContain(';Document d’identitat;X4RTBPFW4;');
  expect(line).toContain(';Passaport;19FR54321;');
});
