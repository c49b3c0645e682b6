import type { Page, TestInfo } from '@playwright/test';
import { loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test } from './fixtures.ts';

/**
 * Issue 15 item 1 (decision 188): the admin invites a volunteer from the Usuaris area, the link shown once opens the
 * password page (the token leaves the address bar at once), the volunteer chooses a password the policy accepts,
 * signs in and sees only their role's tabs. Screenshots of both screens on a phone and a laptop.
 */
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 900 };

/** Into SHOTS_DIR when set (test-results is shared by every run on the machine), else the test's output folder. */
async function shoot(page: Page, file: string, size: { width: number; height: number }, info: TestInfo) {
  await page.setViewportSize(size);
  await lookAt(page, { path: process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${file}` : info.outputPath(file), fullPage: true });
}

test('an admin invites a coach, who sets a password, signs in and sees only Partits and Equips', async ({ page, browser, baseURL }, info) => {
  const username = unique('entrenador').replace(' ', '-').toLowerCase();
  await loginByApi(page);
  await page.goto('/admin?area=usuaris');
  await expect(page.getByRole('heading', { name: 'Usuaris', level: 2 })).toBeVisible();
  const accounts = page.getByRole('table', { name: 'Comptes' });
  await expect(accounts.getByRole('row', { name: /admin \(vós\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'Convidar un voluntari' }).click();
  const form = page.getByRole('dialog', { name: 'Convidar un voluntari' });
  await expect(form.getByLabel('Nom d’usuari')).toBeFocused();
  await form.getByLabel('Nom d’usuari').fill(username);
  await form.getByLabel('Correu electrònic').fill(`${username}@example.com`);
  await form.getByLabel('Rol').selectOption({ label: 'Entrenador/a' });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Enviar la invitació' }).click();

  const shown = page.getByRole('dialog', { name: `Invitació per a ${username}` });
  await expect(shown.getByText(`L’hem enviat per correu a ${username}@example.com.`)).toBeVisible();
  const link = await shown.getByLabel('Enllaç').inputValue();
  expect(link).toMatch(/\/admin\/contrasenya#[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'users-link-laptop.png', laptop, info);
  await shown.getByRole('button', { name: 'Tancar' }).click();

  const invitations = page.getByRole('table', { name: 'Invitacions pendents' });
  await expect(invitations.getByRole('row', { name: new RegExp(username) })).toContainText('Entrenador/a');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'users-area-laptop.png', laptop, info);
  await shoot(page, 'users-area-phone.png', phone, info);

  // The volunteer's own browser: no admin cookies.
  const context = await browser.newContext({ baseURL, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
  const volunteer = await context.newPage();
  const errors: string[] = [];
  volunteer.on('pageerror', (err) => errors.push(err.message));
  volunteer.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 40[0-9]/.test(msg.text())) errors.push(msg.text());
  });
  await volunteer.goto(`/admin/contrasenya${new URL(link).hash}`);
  await expect(volunteer.getByRole('heading', { name: `Benvingut/da, ${username}` })).toBeVisible();
  await expect(volunteer).toHaveURL(/\/admin\/contrasenya$/);

  const password = volunteer.getByLabel('Contrasenya nova');
  const repeat = volunteer.getByLabel('Repetiu la contrasenya');
  await password.fill('curta');
  await volunteer.getByRole('button', { name: 'Desar la contrasenya' }).click();
  await expect(password).toHaveAccessibleDescription(/mínim 12 caràcters/);
  await password.fill('Password1234!');
  await repeat.fill('Password1234!');
  await volunteer.getByRole('button', { name: 'Desar la contrasenya' }).click();
  await expect(password).toHaveAccessibleDescription(/massa comuna/);
  await expectNoSeriousA11yViolations(volunteer);
  await shoot(volunteer, 'set-password-phone.png', phone, info);
  await shoot(volunteer, 'set-password-laptop.png', laptop, info);

  await password.fill('la pilota entra a la cistella');
  await repeat.fill('la pilota entra a la cistella');
  await volunteer.getByRole('button', { name: 'Desar la contrasenya' }).click();
  await expect(volunteer.getByRole('heading', { name: 'Contrasenya desada' })).toBeVisible();
  await expectNoSeriousA11yViolations(volunteer);
  await volunteer.getByRole('link', { name: 'Anar a l’inici de sessió' }).click();

  await volunteer.getByLabel('Usuari').fill(username);
  await volunteer.getByLabel('Contrasenya').fill('la pilota entra a la cistella');
  await volunteer.getByRole('button', { name: 'Accedir' }).click();
  const tabs = volunteer.getByRole('tablist', { name: "Seccions de l'administració" });
  await expect(tabs.getByRole('tab')).toHaveText(['Partits', 'Equips']);
  await expect(volunteer.getByRole('navigation', { name: 'Usuaris i compte' }).getByRole('link', { name: 'Usuaris' })).toHaveCount(0);
  await context.close();
  expect(errors).toEqual([]);

  // The admin's list now has the account, and no pending invitation for it.
  await page.reload();
  await expect(accounts.getByRole('row', { name: new RegExp(username) })).toContainText('Entrenador/a');
  await expect(page.getByRole('table', { name: 'Invitacions pendents' }).getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
});

test('the password page opened without a link, or with a used one, says what to do', async ({ page }) => {
  await page.goto('/admin/contrasenya');
  await expect(page.getByRole('alert')).toContainText('Torneu a obrir l’enllaç del correu');
  await page.goto(`/admin/contrasenya#${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('Aquest enllaç no és vàlid o ja s’ha fet servir');
  await expect(page).toHaveURL(/\/admin\/contrasenya$/);
  await expectNoSeriousA11yViolations(page);
});
