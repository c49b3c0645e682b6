import type { Browser, Page, TestInfo } from '@playwright/test';
import { loginByApi, unique } from './admin-helpers.ts';
import { expect, expectNoSeriousA11yViolations, lookAt, test, totpCode } from './fixtures.ts';

/**
 * Decision 190: a stolen password alone never opens the back office for an admin. The admin invites another admin;
 * the link's page asks for the password AND the authenticator app (QR code, key, a first code) in one step, shows the
 * ten recovery codes, and the new admin signs in with the password and a code. Then the phone is lost: the admin
 * resets it from Usuaris (asks first), the volunteer's session ends, and the new link enrols the new phone. The codes
 * are computed here from the key the page shows, with the app's TOTP settings.
 */
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

/** Into SHOTS_DIR when set (test-results is shared by every run on the machine), else the test's output folder. */
async function shoot(page: Page, name: string, info: TestInfo) {
  for (const [size, label] of [
    [phone, 'phone'],
    [laptop, 'laptop'],
  ] as const) {
    await page.setViewportSize(size);
    const file = `${name}-${label}.png`;
    await lookAt(page, { path: process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${file}` : info.outputPath(file), fullPage: true });
  }
}

/** The volunteer's own browser: no cookies of the admin's. */
async function volunteerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ca-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 40[0-9]/.test(msg.text())) errors.push(msg.text());
  });
  return { context, page, errors };
}

/** Opens the link, types the password and the app's code of the key it shows; answers the key and the ten codes. */
async function enrolAtLink(page: Page, link: string, username: string, password: string, info: TestInfo, shots?: string) {
  await page.goto(`/admin/contrasenya${new URL(link).hash}`);
  await expect(page.getByRole('heading', { name: `Benvingut/da, ${username}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contrasenya$/);
  const enrol = page.getByRole('group', { name: 'Verificació en dos passos' });
  await expect(enrol.getByRole('img', { name: /Codi QR/ })).toBeVisible();
  const secret = ((await page.getByTestId('second-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByLabel('Codi de verificació');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await page.getByLabel('Contrasenya nova').fill(password);
  await page.getByLabel('Repetiu la contrasenya').fill(password);
  const submit = page.getByRole('button', { name: 'Desar i activar la verificació' });
  // Without the code, nothing is sent; a wrong one is refused under its field and the password stays typed.
  await submit.click();
  await expect(code).toHaveAccessibleDescription(/Escriviu el codi de 6 xifres/);
  await code.fill('000000');
  await submit.click();
  await expect(code).toHaveAccessibleDescription(/El codi no és correcte o ja s’ha fet servir/);
  await expect(code).toHaveValue('');
  await expect(page.getByLabel('Contrasenya nova')).toHaveValue(password);
  await expectNoSeriousA11yViolations(page);
  if (shots) await shoot(page, `${shots}-link`, info);

  await code.fill(totpCode(secret));
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Contrasenya desada i verificació en dos passos activada.' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Els vostres codis de recuperació' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await expect(page.getByRole('heading', { name: 'Codis de recuperació' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  if (shots) await shoot(page, `${shots}-codes`, info);
  await page.getByRole('button', { name: 'Les he desat' }).click();
  await expect(page.getByRole('heading', { name: 'Compte a punt' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return { secret, codes };
}

/** The login with the password, then the code step with the app's next code (the enrolment's step is taken). */
async function signInWithCode(page: Page, username: string, password: string, secret: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Usuari').fill(username);
  await page.getByLabel('Contrasenya').fill(password);
  await page.getByRole('button', { name: 'Accedir' }).click();
  await expect(page.getByRole('heading', { name: 'Verificació en dos passos' })).toBeVisible();
  await page.getByLabel('Codi de verificació').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('tab', { name: 'Partits', exact: true })).toBeVisible();
}

test('an invited admin enrols at the link, signs in with a code; after a lost phone the admin resets it and a new link enrols again', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const username = unique('admin').replace(' ', '-').toLowerCase();
  await loginByApi(page);
  await page.goto('/admin?area=usuaris');
  await page.getByRole('button', { name: 'Convidar un voluntari' }).click();
  const form = page.getByRole('dialog', { name: 'Convidar un voluntari' });
  await form.getByLabel('Nom d’usuari').fill(username);
  await form.getByLabel('Correu electrònic').fill(`${username}@example.com`);
  await form.getByLabel('Rol').selectOption({ label: 'Administració' });
  await form.getByRole('button', { name: 'Enviar la invitació' }).click();
  const shown = page.getByRole('dialog', { name: `Invitació per a ${username}` });
  const invitation = await shown.getByLabel('Enllaç').inputValue();
  await shown.getByRole('button', { name: 'Tancar' }).click();

  // The volunteer: the password and the app together, then the codes, then a sign-in that needs both.
  const volunteer = await volunteerPage(browser, baseURL);
  const first = await enrolAtLink(volunteer.page, invitation, username, 'la pilota entra a la cistella', info, 'enrol');
  await volunteer.page.getByRole('link', { name: 'Anar a l’inici de sessió' }).click();
  await signInWithCode(volunteer.page, username, 'la pilota entra a la cistella', first.secret);
  await expect(volunteer.page.getByRole('navigation', { name: 'Usuaris i compte' }).getByRole('link')).toHaveText(['Usuaris', 'Registre', 'El meu compte']);

  // The phone is lost: the admin resets it from Usuaris, after a confirmation.
  await page.reload();
  const row = page.getByRole('table', { name: 'Comptes' }).getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Activada');
  await row.getByRole('button', { name: `Restablir la verificació en dos passos de ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Restablir la verificació en dos passos de ${username}?` });
  await expect(confirm).toContainText('ha perdut el mòbil');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'reset-confirm', info);
  await confirm.getByRole('button', { name: 'Restablir' }).click();
  const resetShown = page.getByRole('dialog', { name: `Enllaç per a ${username}` });
  await expect(resetShown.getByText(`L’hem enviat per correu a ${username}@example.com.`)).toBeVisible();
  const resetLink = await resetShown.getByLabel('Enllaç').inputValue();
  await resetShown.getByRole('button', { name: 'Tancar' }).click();
  await expect(row).toContainText('No activada');
  await expect(row.getByRole('button', { name: /^Restablir la verificació/ })).toHaveCount(0);

  // The volunteer's session ended at once; the new link enrols the new phone (another key).
  await volunteer.page.reload();
  await expect(volunteer.page).toHaveURL(/\/admin\/login/);
  const second = await enrolAtLink(volunteer.page, resetLink, username, 'una altra frase per a la cistella', info);
  expect(second.secret).not.toBe(first.secret);
  expect(second.codes).not.toContain(first.codes[0]);
  await signInWithCode(volunteer.page, username, 'una altra frase per a la cistella', second.secret);
  await volunteer.context.close();
  expect(volunteer.errors).toEqual([]);
});
