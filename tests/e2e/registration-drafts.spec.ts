import type { Locator, Page, Request } from '@playwright/test';
import { unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

/**
 * Issue 14 item 5, decision 179: a club or school form in progress survives a reload (the tab's sessionStorage, never
 * sent before submit, cleared after), and "Inscriure un germà o una germana" starts the next form with the family's
 * guardian, address and bank fields.
 */

const thisYear = new Date().getFullYear();
const shot = (name: string) => `test-results/registration-drafts/${name}.png`;

async function answer(form: Locator, question: RegExp, value: 'Sí' | 'No') {
  await form.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

/** Every request the page makes that is not a plain read (a draft must never make one). */
function writesOf(page: Page) {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') writes.push(request);
  });
  return writes;
}

async function fillClubPlayer(form: Locator, player: string, dni: string) {
  await form.getByLabel('Nom i cognoms del jugador/a').fill(player);
  await form.getByLabel('DNI/NIE del jugador/a').fill(dni);
  await form.getByLabel('Número de la targeta sanitària').fill('PUSO 0 123456 78 9');
  await form.getByLabel('Data de naixement').fill(`${thisYear - 12}-05-20`);
}

async function answerClubConsents(form: Locator) {
  await answer(form, /domiciliar les quotes/, 'Sí');
  await answer(form, /protecció de dades/, 'Sí');
  await answer(form, /publicar fotos/, 'No');
}

test('club form: a reload gives back what was typed (never sent); a successful submit clears it; a sibling starts with the family’s fields and is registered too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const writes = writesOf(page);
  await page.goto('/inscriute?formulari=club');
  let form = page.locator('form');
  const player = unique('Pau Riba');
  await fillClubPlayer(form, player, '12345678Z');
  await form.getByLabel('Talla de samarreta').selectOption('M');
  await form.getByRole('textbox', { name: 'Nom i cognoms', exact: true }).fill('Marta Riba Pons');
  await form.getByLabel('Telèfon').fill('600 123 456');
  await form.getByLabel('Correu electrònic').fill('marta.riba@example.com');
  await form.getByLabel('Titular del compte').fill('Marta Riba Pons');
  await form.getByLabel('IBAN').pressSequentially('es9121000418450200051332');
  await answer(form, /protecció de dades/, 'Sí');

  await page.reload();
  form = page.locator('form');
  await expect(form.getByText('Hem recuperat el que havies escrit.', { exact: false })).toBeVisible();
  await expect(form.getByLabel('Nom i cognoms del jugador/a')).toHaveValue(player);
  await expect(form.getByLabel('DNI/NIE del jugador/a')).toHaveValue('12345678Z');
  await expect(form.getByLabel('Data de naixement')).toHaveValue(`${thisYear - 12}-05-20`);
  await expect(form.getByLabel('Talla de samarreta')).toHaveValue('M');
  await expect(form.getByLabel('Correu electrònic')).toHaveValue('marta.riba@example.com');
  await expect(form.getByLabel('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1332');
  await expect(form.getByRole('group', { name: /protecció de dades/ }).getByLabel('Sí', { exact: true })).toBeChecked();
  // Typing, reloading and restoring sent nothing.
  expect(writes.map((r) => r.url())).toEqual([]);

  // Another tab (a closed one, a shared computer's next family) has no draft.
  const other = await page.context().newPage();
  await other.goto('/inscriute?formulari=club');
  await expect(other.locator('form').getByLabel('Nom i cognoms del jugador/a')).toHaveValue('');
  await expect(other.getByText('Hem recuperat el que havies escrit.', { exact: false })).toBeHidden();
  await other.close();

  await answer(form, /domiciliar les quotes/, 'Sí');
  await answer(form, /publicar fotos/, 'Sí');
  await form.getByRole('button', { name: 'Enviar la inscripció' }).click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();
  expect(writes.map((r) => new URL(r.url()).pathname)).toEqual(['/api/club-registrations']);
  const sibling = page.getByRole('button', { name: 'Inscriure un germà o una germana' });
  await expect(sibling).toBeVisible();
  // The family page is offered for later (issue 14 item 4).
  await expect(page.getByRole('status').getByRole('link', { name: 'Les meves inscripcions' })).toHaveAttribute('href', '/les-meves-inscripcions');
  await lookAt(page, { path: shot('club-success-390'), fullPage: false });
  await expectNoSeriousA11yViolations(page);

  // The draft is gone from the tab.
  expect(await page.evaluate(() => sessionStorage.getItem('cbllivia-draft:club'))).toBeNull();

  await sibling.click();
  form = page.locator('form');
  await expect(form.getByText('Hem copiat les dades de la família de la inscripció anterior.', { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nom i cognoms', exact: true })).toHaveValue('Marta Riba Pons');
  await expect(form.getByLabel('Telèfon')).toHaveValue('600 123 456');
  await expect(form.getByLabel('Correu electrònic')).toHaveValue('marta.riba@example.com');
  await expect(form.getByLabel('Titular del compte')).toHaveValue('Marta Riba Pons');
  await expect(form.getByLabel('IBAN')).toHaveValue('ES91 2100 0418 4502 0005 1332');
  // The child's own fields are empty, the first of them focused; every consent is asked again.
  await expect(form.getByLabel('Nom i cognoms del jugador/a')).toHaveValue('');
  await expect(form.getByLabel('Nom i cognoms del jugador/a')).toBeFocused();
  await expect(form.getByLabel('DNI/NIE del jugador/a')).toHaveValue('');
  await expect(form.getByLabel('Número de la targeta sanitària')).toHaveValue('');
  await expect(form.getByLabel('Data de naixement')).toHaveValue('');
  await expect(form.getByLabel('Talla de samarreta')).toHaveValue('');
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
  await lookAt(page, { path: shot('club-sibling-form-390'), fullPage: false });
  await expectNoSeriousA11yViolations(page);

  // A different child (the same child twice in one season is refused).
  await fillClubPlayer(form, unique('Laia Riba'), '');
  await form.getByLabel('Tipus de document del jugador/a').selectOption({ label: 'No en té (menor de 14 anys)' });
  await answerClubConsents(form);
  await form.getByRole('button', { name: 'Enviar la inscripció' }).click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();
  expect(writes.map((r) => new URL(r.url()).pathname)).toEqual(['/api/club-registrations', '/api/club-registrations']);

  // Both drafts are gone: a reload shows an empty form.
  await page.reload();
  form = page.locator('form');
  await expect(form.getByLabel('Nom i cognoms del jugador/a')).toHaveValue('');
  await expect(form.getByLabel('Correu electrònic')).toHaveValue('');
  await expect(form.getByLabel('IBAN')).toHaveValue('');
  await expect(page.getByText('Hem recuperat el que havies escrit.', { exact: false })).toBeHidden();
});

test('school form: a reload gives back what was typed, and the sibling’s form gets the address, guardian, authorised person and bank', async ({
  page,
}) => {
  const writes = writesOf(page);
  await page.goto('/inscriute?formulari=escoles');
  let form = page.locator('form');
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
  await form.getByLabel('Tipus de document del pare, mare o tutor/a').selectOption({ label: 'Passaport' });
  await form.getByRole('textbox', { name: 'Número de passaport', exact: true }).fill('AB1234567');
  await form.getByLabel('Telèfon mòbil').fill('+33 6 12 34 56 78');
  await form.getByLabel('Correu electrònic').fill('jordi.casals@example.com');
  await form.getByLabel('Nom i cognoms').fill('Maria Roca');
  await form.getByRole('textbox', { name: 'DNI/NIE', exact: true }).first().fill('X1234567L');
  await form.getByRole('textbox', { name: 'Telèfon', exact: true }).fill('611 22 33 44');
  await form.getByLabel('Titular del compte').fill('Jordi Casals Puig');
  await form.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await answer(form, /urgència/, 'Sí');

  await page.reload();
  form = page.locator('form');
  await expect(form.getByRole('textbox', { name: 'Cognoms', exact: true }).first()).toHaveValue(surname);
  await expect(form.getByLabel('Al·lèrgies o malalties')).toHaveValue('Cap');
  await expect(form.getByLabel('Tipus de document del pare, mare o tutor/a')).toHaveValue('passport');
  await expect(form.getByRole('textbox', { name: 'Número de passaport', exact: true })).toHaveValue('AB1234567');
  await expect(form.getByLabel('IBAN')).toHaveValue('FR14 2004 1010 0505 0001 3M02 606');
  await expect(form.getByRole('group', { name: /urgència/ }).getByLabel('Sí', { exact: true })).toBeChecked();
  expect(writes).toEqual([]);

  await answer(form, /administrar/, 'No');
  await answer(form, /domiciliar/, 'Sí');
  await answer(form, /protecció de dades/, 'Sí');
  await answer(form, /publicar fotos/, 'No');
  await form.getByRole('button', { name: 'Enviar la inscripció' }).click();
  await expect(page.getByText('Moltes gràcies per confiar en el CB Llívia!')).toBeVisible();

  await page.getByRole('button', { name: 'Inscriure un germà o una germana' }).click();
  form = page.locator('form');
  await expect(form.getByRole('textbox', { name: 'Nom', exact: true }).first()).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Nom', exact: true }).first()).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Cognoms', exact: true }).first()).toHaveValue('');
  await expect(form.getByLabel('Al·lèrgies o malalties')).toHaveValue('');
  await expect(form.getByLabel('Curs i escola')).toHaveValue('');
  await expect(form.getByLabel('Adreça completa')).toHaveValue('Carrer Major 1, 17527 Llívia');
  await expect(form.getByRole('textbox', { name: 'Cognoms', exact: true }).nth(1)).toHaveValue('Casals Puig');
  await expect(form.getByRole('textbox', { name: 'Número de passaport', exact: true })).toHaveValue('AB1234567');
  await expect(form.getByLabel('Nom i cognoms')).toHaveValue('Maria Roca');
  await expect(form.getByLabel('IBAN')).toHaveValue('FR14 2004 1010 0505 0001 3M02 606');
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
  // The sibling's form is a draft too: a reload keeps the family's values.
  await page.reload();
  await expect(page.locator('form').getByLabel('Adreça completa')).toHaveValue('Carrer Major 1, 17527 Llívia');
});

test('a draft that storage refuses, or an old one with unknown and wrong fields, never breaks the form', async ({ page }) => {
  await page.addInitScript(() => {
    if (location.search.includes('club')) {
      sessionStorage.setItem(
        'cbllivia-draft:club',
        JSON.stringify({ playerName: 'Nil', shirtSize: 'XXXXL', playerDocumentType: 'driving_licence', iban: 42, gone: 'x', sepaAuthorization: 'yes' }),
      );
    } else {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      Storage.prototype.getItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
    }
  });
  await page.goto('/inscriute?formulari=club');
  let form = page.locator('form');
  await expect(form.getByLabel('Nom i cognoms del jugador/a')).toHaveValue('Nil');
  await expect(form.getByLabel('Talla de samarreta')).toHaveValue('');
  await expect(form.getByLabel('Tipus de document del jugador/a')).toHaveValue('');
  await expect(form.getByLabel('IBAN')).toHaveValue('');
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);

  await page.goto('/inscriute?formulari=escoles');
  form = page.locator('form');
  await form.getByLabel('Curs i escola').fill('4t de primària');
  await answer(form, /urgència/, 'Sí');
  await expect(form.getByLabel('Curs i escola')).toHaveValue('4t de primària');
});
