import { demoUrl, expectBadgeRefreshedBy, openAdminTab, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Missatges at scale (issue 12 item 4): among many messages, the volunteer finds one family's by surname (searched on
 * the server), marks it as dealt with (who and when), and it leaves what is still to do.
 */
test('Missatges: find one message by surname among many, mark it processed, it leaves the Pendents list', async ({ page }) => {
  const post = (surname: string, email: string) =>
    page.request.post('/api/contact', {
      data: { name: 'Laia', surname, email, phone: '+34 600 000 000', subject: 'campus', message: 'Hola, una consulta.' },
      headers: { origin: demoUrl },
    });
  for (let i = 0; i < 30; i++) expect((await post(`Altres ${String.fromCharCode(65 + i)}`, `altra${i}@example.com`)).status()).toBe(201);
  const surname = unique('Casadevall').replace(' ', '');
  expect((await post(surname, 'laia.casadevall@example.net')).status()).toBe(201);
  const other = unique('Bellver').replace(' ', '');
  expect((await post(other, 'laia.bellver@example.net')).status()).toBe(201);

  await openAdminTab(page, 'missatges', 'Missatges');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(surname.toLowerCase());
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Missatges rebuts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText(`Laia ${surname}`);
  await expect(item.getByText('Pendent', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await item.getByRole('button').click();
  await page.getByRole('button', { name: 'Marca com a feta' }).click();
  await expect(item.getByText(/^Feta per admin el /)).toBeVisible();

  // The e-mail finds it too; what is left to do no longer has it.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill('laia.casadevall@example');
  await expect(list.getByRole('listitem').filter({ hasText: surname })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Pendents' });
  await expect(list.getByRole('listitem').filter({ hasText: surname })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Fetes' });
  await expect(list.getByRole('listitem').filter({ hasText: surname })).toBeVisible();

  // Deleting a message still to do takes it off the Missatges badge at once.
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Pendents' });
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(other.toLowerCase());
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('listitem').getByRole('button').click();
  await page.getByRole('article').getByRole('button', { name: 'Eliminar' }).click();
  await expectBadgeRefreshedBy(page, 'missatges', () => page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click());
  await expect(page.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
});
