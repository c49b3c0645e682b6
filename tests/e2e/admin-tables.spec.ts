import { clubRegistration as registration, loginByApi, serverTodo as todoOf, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Back office at scale (issue 12 item 4): among many registrations, a volunteer finds one family by surname in
 * Inscr. Club, opens its full record (the DNI whole there, masked in the row), marks it processed and sees what is
 * left to do drop.
 */

test('Inscr. Club: find one family by surname among many, open its detail, mark it processed', async ({ page }) => {
  const surname = unique('Vilaregut').replace(' ', '');
  const posts = Array.from({ length: 60 }, (_, i) => page.request.post('/api/club-registrations', { data: registration(`Jugador ${i} Altres`) }));
  for (const res of await Promise.all(posts)) expect(res.status()).toBe(201);
  const family = `Pol ${surname} Fontanals`;
  const created = await page.request.post('/api/club-registrations', {
    data: registration(family, { playerDni: '87654321X', guardianEmail: 'carme.fontanals@example.net' }),
  });
  expect(created.status()).toBe(201);

  await loginByApi(page);
  await page.goto('/admin?tab=inscr-club');
  const tab = page.getByRole('tab', { name: 'Inscr. Club', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // A page of rows, not every registration.
  await expect(page.getByText(/^Pàgina 1 de \d+$/)).toBeVisible();
  const badge = page.getByTestId('tab-todo-badge-inscr-club');
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(60);
  await expect(tab).toHaveAccessibleDescription(`${before} pendents de tramitar`);

  await page.getByRole('searchbox', { name: 'Cerca' }).fill(surname.toLowerCase());
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('•••• 321X')).toBeVisible();
  await expect(row.getByText('87654321X')).toHaveCount(0);
  await expect(row.getByText('Pendent', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Obre la fitxa de ${family}` }).click();
  const dialog = page.getByRole('dialog', { name: family });
  await expect(dialog.getByText('87654321X')).toBeVisible();
  await expect(dialog.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Marca com a feta' }).click();
  await expect(dialog.getByText(/^Feta per admin el /)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText(/^Feta per admin el /)).toBeVisible();
  // The badge follows the server's count, which no longer has the family (other tests may add registrations at
  // the same time, so the figure is compared with the server's rather than with `before - 1`).
  const serverTodo = () => todoOf(page, 'inscr-club');
  await expect.poll(async () => Number(await badge.textContent()) === (await serverTodo())).toBe(true);
  expect(await serverTodo()).toBeLessThanOrEqual(before);

  // What is still to do: the family has left the "Pendents" list.
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Pendents' });
  await expect(page.getByText('Cap resultat amb aquests filtres.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tramitació' }).selectOption({ label: 'Fetes' });
  await expect(row).toBeVisible();
});
