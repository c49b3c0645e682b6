import type { Page } from '@playwright/test';
import { demoUrl, loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** "YYYY-MM-DD", `years` whole years before `date`. */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

type CampusRow = { id: number; name: string; startDate: string; placesLeft: number; maxParticipants: number };

async function campusList(page: Page): Promise<CampusRow[]> {
  return (await page.request.get('/api/campus')).json();
}

async function openSignUp(page: Page, name: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: "Inscriure's" }).click();
  const dialog = page.getByRole('dialog', { name: `Inscripció: ${name}` });
  await expect(dialog).toBeVisible();
  return { card, dialog };
}

async function fillChild(dialog: ReturnType<Page['getByRole']>, startDate: string, childName: string) {
  await dialog.getByLabel('Nom de l’infant').fill(childName);
  await dialog.getByLabel('Cognoms de l’infant').fill('Prova Navegador');
  await dialog.getByLabel('Data de naixement').fill(yearsBefore(startDate, 8));
  await dialog.getByLabel('Correu electrònic del pare, mare o tutor/a').fill('familia.prova@example.com');
  await dialog.getByLabel('Telèfon del pare, mare o tutor/a').fill('600 123 456');
}

test('the campus page lists the active campuses with dates, ages, prices, places and the why-choose block', async ({ page }) => {
  await page.goto('/campus');
  const summer = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Campus d’Estiu' }) });
  await expect(summer).toBeVisible();
  await expect(summer.getByText(/^Del \d+ de juliol de \d{4} al \d+ de juliol de \d{4}$/)).toBeVisible();
  await expect(summer.getByText('De 6 a 16 anys', { exact: true })).toBeVisible();
  await expect(summer.getByText('Horari a confirmar', { exact: true })).toBeVisible();
  await expect(summer.getByText('120,00 €')).toBeVisible();
  await expect(summer.getByText('150,00 €')).toBeVisible();
  await expect(summer.getByText(/^\d+ places lliures$/)).toBeVisible();
  const img = summer.locator('img');
  await expect(img).toHaveAttribute('width', '480');
  await expect(img).toHaveAttribute('height', '320');
  const free = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Jornada de Portes Obertes' }) });
  await expect(free.getByText('Gratuït', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Per què triar els nostres campus?' })).toBeVisible();
  await expect(page.getByText('Formació professional')).toBeVisible();
  await expect(page.getByText(/Màxim 12 nens i nenes per grup/)).toBeVisible();
  await expect(page.getByText('Desenvolupament esportiu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a full campus shows Complet and offers its waiting list instead of the sign-up', async ({ page }) => {
  await loginByApi(page);
  const session = await (await page.request.get('/api/admin/session')).json();
  const headers = { origin: demoUrl, 'x-csrf-token': session.csrfToken };
  const name = unique('Campus ple');
  const start = `${new Date().getFullYear() + 1}-08-03`;
  const created = await page.request.post('/api/campus', {
    headers,
    data: { name, description: 'Només una plaça.', startDate: start, endDate: start, maxParticipants: 1, imageUrl: `${demoUrl}/favicon.svg` },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  try {
    const signUp = await page.request.post('/api/campus-registrations', {
      data: { campusId: id, childName: 'Nil', childSurname: 'Ple', birthDate: yearsBefore(start, 9), parentEmail: 'f@example.com', parentPhone: '600111222' },
    });
    expect(signUp.status()).toBe(201);
    await page.goto('/campus');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText('Complet', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Inscriure's/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Apunta'm a la llista d'espera: ${name}` })).toBeEnabled();
  } finally {
    await page.request.delete(`/api/campus/${id}`, { headers });
  }
});

test('free sign-up: the modal posts it directly, closes, resets and the places go down', async ({ page }) => {
  await page.goto('/campus');
  const free = (await campusList(page)).find((c) => c.name === 'Jornada de Portes Obertes')!;
  const { card, dialog } = await openSignUp(page, free.name);
  await expect(dialog.getByText('Preu:')).toContainText('Gratuït');
  await expectNoSeriousA11yViolations(page);

  // The form checks the fields and the age on the first day before sending anything.
  await dialog.getByRole('button', { name: 'Confirmar la inscripció' }).click();
  await expect(dialog.getByText('Aquest camp és obligatori.').first()).toBeVisible();
  await fillChild(dialog, free.startDate, 'Arlet');
  await dialog.getByLabel('Data de naixement').fill(yearsBefore(free.startDate, 14));
  await dialog.getByRole('button', { name: 'Confirmar la inscripció' }).click();
  await expect(dialog.getByText('L’edat de l’infant el primer dia del campus ha de ser entre 4 i 12 anys.')).toBeVisible();
  await dialog.getByLabel('Data de naixement').fill(yearsBefore(free.startDate, 8));

  const before = free.placesLeft;
  await dialog.getByRole('button', { name: 'Confirmar la inscripció' }).click();
  await expect(page.getByText('Inscripció completada!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`${before - 1} places lliures`)).toBeVisible();

  // Reopened, the form is empty again.
  await card.getByRole('button', { name: "Inscriure's" }).click();
  await expect(page.getByRole('dialog').getByLabel('Nom de l’infant')).toHaveValue('');
});

test('paid sign-up with the test card: the membership switches the price, the card pays it, the sign-up is stored as paid', async ({ page }) => {
  await page.goto('/campus');
  const summer = (await campusList(page)).find((c) => c.name === 'Campus d’Estiu')!;
  const { card, dialog } = await openSignUp(page, summer.name);
  await fillChild(dialog, summer.startDate, 'Biel');
  await expect(dialog.getByText('Preu:')).toContainText('150,00 €');
  await dialog.getByLabel('L’infant és soci del club').check();
  await expect(dialog.getByText('Preu:')).toContainText('120,00 €');

  await dialog.getByRole('button', { name: 'Continuar al pagament' }).click();
  await expect(dialog.getByText('Mode de proves')).toBeVisible();
  // The place is held while the family pays.
  expect((await campusList(page)).find((c) => c.id === summer.id)!.placesLeft).toBe(summer.placesLeft - 1);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Número de targeta').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Caducitat').fill('12/40');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pagar 120,00 €' }).click();
  await expect(page.getByText('Inscripció completada!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The place stays taken: the reservation became the paid sign-up.
  await expect(card.getByText(`${summer.placesLeft - 1} places lliures`)).toBeVisible();

  await loginByApi(page);
  const regs = (await (await page.request.get('/api/campus-registrations')).json()) as {
    childName: string;
    status: string;
    amountPaid: string;
    paymentMethod: string;
    isClubMember: boolean;
  }[];
  expect(regs.find((r) => r.childName === 'Biel')).toMatchObject({ status: 'paid', amountPaid: '120.00', paymentMethod: 'stripe', isClubMember: true });
});

test('declined card: Error de pagament, nothing stored, the family can try another card', async ({ page }) => {
  await page.goto('/campus');
  const easter = (await campusList(page)).find((c) => c.name === 'Campus de Setmana Santa')!;
  const { dialog } = await openSignUp(page, easter.name);
  await fillChild(dialog, easter.startDate, 'Txell');
  await dialog.getByLabel('Data de naixement').fill(yearsBefore(easter.startDate, 12));
  await dialog.getByRole('button', { name: 'Continuar al pagament' }).click();
  await dialog.getByLabel('Número de targeta').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Caducitat').fill('12/40');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pagar 75,00 €' }).click();
  await expect(page.getByText('Error de pagament', { exact: true })).toBeVisible();
  await expect(page.getByText('La targeta ha estat denegada. Proveu-ho amb una altra targeta.').first()).toBeVisible();
  await expect(dialog).toBeVisible();

  await loginByApi(page);
  const regs = (await (await page.request.get('/api/campus-registrations')).json()) as { childName: string }[];
  expect(regs.some((r) => r.childName === 'Txell')).toBe(false);

  // Same intent, a good card: it goes through.
  await dialog.getByLabel('Número de targeta').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pagar 75,00 €' }).click();
  await expect(page.getByText('Inscripció completada!', { exact: true })).toBeVisible();
});
